import { encode } from "next-auth/jwt";
import { createSession } from "@/lib/auth/sessions/create-session";
import { isLiveSession } from "@/lib/auth/sessions/live-session";
import { sessionClaims } from "@/lib/auth/sessions/session-claims";
import { TEST_BASE_URL } from "@/lib/testing/make-request";

export const SESSION_COOKIE_NAME = "next-auth.session-token";

function testSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: run the tests through `npm test` (scripts/test.ts).");
  return secret;
}

/**
 * A valid NextAuth session cookie (`next-auth.session-token=<JWT>`) for an existing user, signed
 * with process.env.NEXTAUTH_SECRET, as the credentials sign-in would set it: it names a new row
 * in user_sessions (`sid`), or the one given as `sessionId`.
 */
export async function sessionCookieFor(
  userId: string,
  options: { email?: string; name?: string; maxAgeSeconds?: number; sessionId?: string } = {},
): Promise<string> {
  const sid = options.sessionId ?? (await createSession(userId));
  const token = await encode({
    token: { sub: userId, sid, email: options.email, name: options.name },
    secret: testSecret(),
    maxAge: options.maxAgeSeconds ?? 60 * 60,
  });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

/** Headers of a signed-in browser request: the session cookie plus the app's own Origin. */
export async function sessionHeaders(userId: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  return { cookie: await sessionCookieFor(userId), origin: TEST_BASE_URL, ...extra };
}

/**
 * The user of a request's session cookie while its session is live on the server, else null:
 * what the API's admission statement checks, without counting a request.
 */
export async function liveSessionUserId(request: Request): Promise<string | null> {
  const claims = await sessionClaims(request);
  if (!claims) return null;
  return (await isLiveSession(claims)) ? claims.userId : null;
}
