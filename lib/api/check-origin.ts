import { ApiError } from "@/lib/api/errors";
import { serverEnv } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A session request that changes state must come from the app's own pages: the browser
 * sends Origin on every such fetch, and another site cannot forge it. API keys are not
 * sent by browsers on their own, so key requests need no such check.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  const allowed = new Set([new URL(request.url).origin]);
  const configured = serverEnv().NEXTAUTH_URL;
  if (configured) allowed.add(new URL(configured).origin);
  if (!origin || !allowed.has(origin)) {
    throw new ApiError("forbidden_origin", "This request must come from the Brandcast app itself (Origin check failed).");
  }
}
