import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { signInWithPassword } from "@/lib/users/sign-in-with-password";
import { createSession, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/sessions/create-session";
import { endSession } from "@/lib/auth/sessions/end-sessions";
import { isLiveSession } from "@/lib/auth/sessions/live-session";
import type { SessionClaims } from "@/lib/auth/sessions/session-claims";
import { log } from "@/lib/log";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";

// NextAuth v4 with email and password. The Credentials provider requires JWT sessions, so each
// sign-in also records a row in user_sessions and the JWT carries its id (`sid`): the API
// (lib/auth/session-user.ts) and the dashboard (components/auth/current-user.ts) accept the
// cookie only while that row exists, and signing out deletes it. A copied cookie therefore
// stops working when its session is ended, instead of living on for 30 days.

class SessionEndedError extends Error {
  constructor() {
    super("This session was ended on the server.");
    this.name = "SessionEndedError";
  }
}

function claimsOf(token: JWT | null | undefined): SessionClaims | null {
  const sub = token?.sub;
  const sid = token?.sid;
  return typeof sub === "string" && typeof sid === "string" ? { userId: sub, sessionId: sid } : null;
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      // Throws SignInThrottledError when attempts are paused; NextAuth hands its message to the
      // form as `error` (components/auth/sign-in-form.tsx).
      authorize: (credentials, request) => signInWithPassword(credentials, request?.headers ?? {}),
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) return { ...token, sid: await createSession(user.id) };
      // Every later read through NextAuth (GET /api/auth/session): an ended session is over
      // here too. Throwing makes NextAuth answer "no session" and clear the cookie.
      const claims = claimsOf(token);
      if (!claims || !(await isLiveSession(claims))) throw new SessionEndedError();
      return token;
    },
    async session({ session, token }) {
      if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
      return session;
    },
  },
  events: {
    async signOut({ token }) {
      const claims = claimsOf(token);
      if (!claims) return;
      await endSession(claims);
      // NextAuth hands this event no request: the sign-out is recorded without address or agent.
      await recordAuditEvent({
        target: { everyWorkspaceOfUser: claims.userId },
        actorUserId: claims.userId,
        actorKeyId: null,
        authMethod: "session",
        action: "session.sign_out",
        resourceType: "user",
        resourceId: claims.userId,
        outcome: "success",
        status: null,
        headers: null,
        requestId: null,
      });
    },
  },
  logger: {
    // An ended session read through NextAuth is expected, not an error worth a stack trace.
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && (metadata as { name?: string })?.name === "SessionEndedError") return;
      log().error({ code, err: metadata instanceof Error ? metadata : undefined }, `next-auth error ${code}`);
    },
  },
};
