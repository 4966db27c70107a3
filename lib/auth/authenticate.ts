import { ApiError, UNAUTHORIZED_MESSAGE } from "@/lib/errors";
import { hashApiKey, isWellFormedApiKey } from "@/lib/auth/api-key-format";
import type { Caller } from "@/lib/auth/caller";
import { SCOPES } from "@/lib/auth/scopes";
import { combinedRestriction } from "@/lib/auth/brand-restriction";
import { sessionClaims } from "@/lib/auth/sessions/session-claims";
import { serverEnv } from "@/lib/env/server-env";
import { admitApiKeyRequest, admitSessionRequest, type Admission } from "@/lib/auth/admit-request";

export type Authenticated = { caller: Caller; admission: Admission };

/** Thrown for a refused request; carries what the 429 response reports. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly caller: Caller,
    readonly admission: Admission,
  ) {
    const window = admission.remainingRpm === 0 ? `${admission.limitRpm} requests per minute` : `${admission.limitRpd} requests per day`;
    super("rate_limited", `Rate limit of ${window} reached. Retry after ${admission.retryAfterSeconds} s.`);
  }
}

const unauthorized = () => new ApiError("unauthorized", UNAUTHORIZED_MESSAGE);

/**
 * Two Authorization headers reach a handler joined by ", " (the Fetch standard; the server's
 * own guard refuses them before that, lib/http/edge-guard.ts): which one counts would be a
 * guess, so neither does. A single key never holds a comma.
 */
const twoCredentials = () =>
  new ApiError("invalid_request", "Send exactly one Authorization header: this request has more than one credential.", {}, [{ field: "authorization" }]);

/**
 * A request with an Authorization header is judged by that header alone (docs/api-decisions.md);
 * otherwise by the NextAuth session cookie. Every invalid credential gets the same 401.
 */
export async function authenticate(request: Request): Promise<Authenticated> {
  const authorization = request.headers.get("authorization");
  if (authorization?.includes(",")) throw twoCredentials();
  if (authorization !== null) return authenticateApiKey(authorization);
  return authenticateSession(request);
}

async function authenticateApiKey(authorization: string): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  // A key with a bad checksum is refused before any database lookup.
  if (!match || !isWellFormedApiKey(match[1])) throw unauthorized();
  const result = await admitApiKeyRequest(hashApiKey(match[1]));
  if (!result) throw unauthorized();
  const caller: Caller = {
    userId: result.userId,
    authMethod: "api_key",
    keyId: result.keyId,
    scopes: result.scopes,
    brandIds: combinedRestriction(result.brandIds, result.memberBrandIds),
    workspaceId: result.workspaceId,
    role: result.role,
  };
  if (!result.admission.admitted) throw new RateLimitedError(caller, result.admission);
  return { caller, admission: result.admission };
}

/** The cookie is decoded here; whether its session is still live is checked by the admission statement. */
async function authenticateSession(request: Request): Promise<Authenticated> {
  const claims = await sessionClaims(request);
  if (!claims) throw unauthorized();
  const env = serverEnv();
  const admitted = await admitSessionRequest(claims.sessionId, claims.userId, env.SESSION_RATE_LIMIT_RPM, env.SESSION_RATE_LIMIT_RPD);
  if (!admitted) throw unauthorized();
  const { admission, workspaceId, role, memberBrandIds } = admitted;
  const caller: Caller = {
    userId: claims.userId,
    authMethod: "session",
    keyId: null,
    scopes: SCOPES,
    brandIds: combinedRestriction([], memberBrandIds),
    workspaceId,
    role,
  };
  if (!admission.admitted) throw new RateLimitedError(caller, admission);
  return { caller, admission };
}
