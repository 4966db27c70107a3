import { changePasswordEndpoint } from "@/lib/api/endpoints/account";
import { route } from "@/lib/api/route";
import { sessionClaims } from "@/lib/auth/sessions/session-claims";
import { ApiError } from "@/lib/errors";
import { changePassword } from "@/lib/users/change-password";

// The settings page's password change. Signed-in browser sessions only; every other session
// of the user ends.
export const POST = route(changePasswordEndpoint, async ({ request, body }) => {
  const claims = await sessionClaims(request);
  if (!claims) throw new ApiError("unauthorized", "Your session has ended. Sign in again.");
  return { ended_sessions: await changePassword(claims, body, request.headers) };
});
