import { encode } from "next-auth/jwt";
import { TEST_BASE_URL } from "@/lib/testing/make-request";

export const SESSION_COOKIE_NAME = "next-auth.session-token";

function testSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: run the tests through `npm test` (scripts/test.ts).");
  return secret;
}

/**
 * A valid NextAuth session cookie (`next-auth.session-token=<JWT>`) for the user, signed with
 * process.env.NEXTAUTH_SECRET, as the credentials sign-in would set it.
 */
export async function sessionCookieFor(
  userId: string,
  options: { email?: string; name?: string; maxAgeSeconds?: number } = {},
): Promise<string> {
  const token = await encode({
    token: { sub: userId, email: options.email, name: options.name },
    secret: testSecret(),
    maxAge: options.maxAgeSeconds ?? 60 * 60,
  });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

/** Headers of a signed-in browser request: the session cookie plus the app's own Origin. */
export async function sessionHeaders(userId: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  return { cookie: await sessionCookieFor(userId), origin: TEST_BASE_URL, ...extra };
}
