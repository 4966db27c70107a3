import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { createInvitation } from "@/lib/workspaces/create-invitation";
import { listInvitations } from "@/lib/workspaces/list-invitations";

export const POST = route(workspaceEndpoints.createInvitation, async ({ caller, params, body }) => createInvitation(caller, params.id, body));

export const GET = route(workspaceEndpoints.listInvitations, async ({ caller, params }) => ({ invitations: await listInvitations(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
