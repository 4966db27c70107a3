import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { switchWorkspace } from "@/lib/workspaces/switch-workspace";

export const POST = route(workspaceEndpoints.chooseSessionWorkspace, async ({ caller, request, body }) => ({ workspace: await switchWorkspace(caller, request, body.workspace_id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
