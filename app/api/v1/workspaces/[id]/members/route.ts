import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { listMembers } from "@/lib/workspaces/list-members";

export const GET = route(workspaceEndpoints.listMembers, async ({ caller, params }) => ({ members: await listMembers(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
