import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { acceptInvitation } from "@/lib/workspaces/accept-invitation";
import { switchWorkspace } from "@/lib/workspaces/switch-workspace";

// Accepted, the session acts in the workspace joined: the invitee lands in it.
export const POST = route(workspaceEndpoints.acceptInvitation, async ({ caller, request, body }) => {
  const { workspaceId } = await acceptInvitation(caller, body.token);
  return { workspace: await switchWorkspace(caller, request, workspaceId) };
});

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
