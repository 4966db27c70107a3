import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { createWorkspace } from "@/lib/workspaces/create-workspace";
import { listWorkspaces } from "@/lib/workspaces/list-workspaces";

export const GET = route(workspaceEndpoints.list, async ({ caller }) => ({ workspaces: await listWorkspaces(caller) }));

export const POST = route(workspaceEndpoints.create, async ({ caller, body }) => ({ workspace: await createWorkspace(caller, body.name) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
