import { decode } from "next-auth/jwt";
import { serverEnv } from "@/lib/env/server-env";

// NextAuth names its cookie with the __Secure- prefix when served over https.
export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** What a session cookie names: its user and its row in user_sessions. */
export type SessionClaims = { userId: string; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Decodes the session cookie that `read` returns (by cookie name). Null when there is none, it
 * does not decode with our secret, or it names no session: a cookie from before sessions were
 * kept on the server has no `sid` and counts as signed out.
 */
export async function sessionClaimsFrom(read: (name: string) => string | undefined): Promise<SessionClaims | null> {
  for (const name of SESSION_COOKIES) {
    const token = read(name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret: serverEnv().NEXTAUTH_SECRET });
      const { sub, sid } = payload ?? {};
      if (typeof sub === "string" && typeof sid === "string" && UUID.test(sub) && UUID.test(sid)) return { userId: sub, sessionId: sid };
    } catch {
      // A tampered or stale cookie is the same as none.
    }
  }
  return null;
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The claims of a request's session cookie (no database lookup: see live-session.ts). */
export function sessionClaims(request: Request): Promise<SessionClaims | null> {
  const header = request.headers.get("cookie");
  if (!header) return Promise.resolve(null);
  return sessionClaimsFrom((name) => readCookie(header, name));
}
