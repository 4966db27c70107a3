import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { revokeInvitation } from "@/lib/workspaces/revoke-invitation";

export const DELETE = route(workspaceEndpoints.revokeInvitation, async ({ caller, params }) => revokeInvitation(caller, params.id, params.invitation_id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods("DELETE");
