import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { renameWorkspace } from "@/lib/workspaces/rename-workspace";

export const PATCH = route(workspaceEndpoints.rename, async ({ caller, params, body }) => ({ workspace: await renameWorkspace(caller, params.id, body.name) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE } = otherMethods("PATCH");
