import { ApiError, UNAUTHORIZED_MESSAGE } from "@/lib/errors";
import { sessionClaims } from "@/lib/auth/sessions/session-claims";

/**
 * The browser session a sign-in is bound to. The route already admitted a live session
 * (auth "session"); this reads which one from the same cookie.
 */
export async function sessionIdOf(request: Request): Promise<string> {
  const claims = await sessionClaims(request);
  if (!claims) throw new ApiError("unauthorized", UNAUTHORIZED_MESSAGE);
  return claims.sessionId;
}
