import { ApiError } from "@/lib/errors";
import { serverEnv } from "@/lib/env/server-env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** `host[:port]` of an Origin header, or null for `null`, a missing or an unparsable one. */
function originHost(origin: string | null): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The host the request was sent to, as the browser addressed it (a proxy's X-Forwarded-Host first). */
function requestHost(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || request.headers.get("host"))?.toLowerCase() ?? null;
}

/**
 * A session request that changes state must come from the app's own pages: the browser
 * sends Origin on every such fetch, and another site cannot forge it. API keys are not
 * sent by browsers on their own, so key requests need no such check.
 *
 * "The app's own origin" however it was reached: the request's own host (as Next.js server
 * actions compare it: a user at http://127.0.0.1:3000 while NEXTAUTH_URL says localhost), the
 * request URL's origin, or NEXTAUTH_URL's. A foreign, missing or `null` Origin is refused.
 * A page on another site cannot make a browser send our Host with its own Origin, and a host
 * name pointed at this server by someone else gets no session cookie of ours.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  const host = originHost(origin);
  const configured = serverEnv().NEXTAUTH_URL;
  const sameOrigin = origin === new URL(request.url).origin || (configured !== undefined && origin === new URL(configured).origin);
  if (!host || !(sameOrigin || host === requestHost(request))) {
    throw new ApiError("forbidden_origin", "This request must come from the Brandcast app itself (Origin check failed).");
  }
}
