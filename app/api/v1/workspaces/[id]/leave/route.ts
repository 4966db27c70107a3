import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { leaveWorkspace } from "@/lib/workspaces/remove-member";

export const POST = route(workspaceEndpoints.leave, async ({ caller, params }) => leaveWorkspace(caller, params.id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
