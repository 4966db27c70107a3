import { appOrigins } from "@/lib/api/app-origins";
import { forwardedOrigin } from "@/lib/api/forwarded-origin";
import { ApiError } from "@/lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** At most this much of a refused Origin is repeated in the answer (docs/api-decisions.md, "Errors"). */
const SHOWN_LENGTH = 40;

/**
 * Whether `origin` is written exactly as browsers serialise one: scheme, host and port, lower
 * case, the default port left out, nothing else. `http://user@host`, `https://host:443`, a
 * path, `null` and two joined Origin headers are not, and never match an origin of the app.
 */
function isSerializedOrigin(origin: string): boolean {
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * A session request that changes state must come from the app's own pages: the browser
 * sends Origin on every such fetch, and another site cannot forge it. API keys are not
 * sent by browsers on their own, so key requests need no such check.
 *
 * The app's own pages are where the operator says it is served (lib/api/app-origins.ts:
 * NEXTAUTH_URL, ALLOWED_ORIGINS, and the loopback names of a loopback one), compared exactly:
 * scheme, host and port. The request's own Host never widens that; behind a reverse proxy
 * the operator declared (TRUST_PROXY), the origin the proxy reports the browser addressed
 * counts too (lib/api/forwarded-origin.ts). A foreign, malformed, missing or `null` Origin is refused.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin && isSerializedOrigin(origin) && (appOrigins().has(origin) || origin === forwardedOrigin(request))) return;
  const shown = origin && origin.length > SHOWN_LENGTH ? `${origin.slice(0, SHOWN_LENGTH)}…` : origin;
  const why = !origin ? "no Origin was sent" : isSerializedOrigin(origin) ? `${shown} is not an origin of this app (ALLOWED_ORIGINS lists more)` : `${JSON.stringify(shown)} is not an origin`;
  throw new ApiError("forbidden_origin", `This request must come from the Brandcast app itself (Origin check failed: ${why}).`);
}
