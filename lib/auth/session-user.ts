import { decode } from "next-auth/jwt";
import { serverEnv } from "@/lib/env";

// NextAuth names its cookie with the __Secure- prefix when served over https.
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The user id of the request's NextAuth session cookie, or null when there is no valid one. */
export async function sessionUserId(request: Request): Promise<string | null> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader) return null;
  for (const name of SESSION_COOKIES) {
    const token = readCookie(cookieHeader, name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret: serverEnv().NEXTAUTH_SECRET });
      if (payload?.sub) return payload.sub;
    } catch {
      // A tampered or stale cookie is the same as none.
    }
  }
  return null;
}
