import { signOutEverywhereEndpoint } from "@/lib/api/endpoints/account";
import { route } from "@/lib/api/route";
import { endAllSessions } from "@/lib/auth/sessions/end-sessions";

// "Sign out everywhere": ends every session of the user, this one included; the page then
// clears its own cookie through NextAuth's sign-out.
export const DELETE = route(signOutEverywhereEndpoint, async ({ caller }) => ({ ended_sessions: await endAllSessions(caller.userId) }));
