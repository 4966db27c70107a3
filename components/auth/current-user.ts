import { cookies } from "next/headers";
import { cache } from "react";
import { combinedRestriction } from "@/lib/auth/brand-restriction";
import type { Caller } from "@/lib/auth/caller";
import { SCOPES } from "@/lib/auth/scopes";
import { sessionClaimsFrom } from "@/lib/auth/sessions/session-claims";
import { liveSessionUser, type SessionUser } from "@/lib/auth/sessions/live-session";

export type CurrentUser = SessionUser;

/**
 * The signed-in user, or null. The session cookie must name a session that is still live on
 * the server (one lookup that also reads the user), so a signed-out, "signed out everywhere"
 * or password-changed session, or a deleted user, counts as signed out: the dashboard
 * redirects it to sign-in, and the sign-in page does not bounce it back. Cached per request,
 * so a layout and its page share the one lookup.
 */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const jar = await cookies();
  const claims = await sessionClaimsFrom((name) => jar.get(name)?.value);
  if (!claims) return null;
  return liveSessionUser(claims);
});

/** The signed-in user as a caller of lib/ domain functions, in the session's workspace with the user's role there. */
export function sessionCaller(user: CurrentUser): Caller {
  return {
    userId: user.id,
    authMethod: "session",
    keyId: null,
    scopes: SCOPES,
    brandIds: combinedRestriction([], user.memberBrandIds),
    workspaceId: user.workspaceId,
    role: user.role,
  };
}
