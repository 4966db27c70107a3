import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { removeMember } from "@/lib/workspaces/remove-member";
import { updateMember } from "@/lib/workspaces/update-member";

export const PATCH = route(workspaceEndpoints.updateMember, async ({ caller, params, body }) => ({ member: await updateMember(caller, params.id, params.user_id, body) }));

export const DELETE = route(workspaceEndpoints.removeMember, async ({ caller, params }) => removeMember(caller, params.id, params.user_id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT } = otherMethods("PATCH", "DELETE");
