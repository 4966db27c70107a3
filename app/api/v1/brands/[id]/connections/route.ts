import { connectionEndpoints } from "@/lib/api/endpoints/connections";
import { route } from "@/lib/api/route";
import { listConnections } from "@/lib/connections/list-connections";
import { upsertConnection } from "@/lib/connections/upsert-connection";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(connectionEndpoints.list, async ({ caller, params }) => ({ connections: await listConnections(caller, params.id) }));

export const POST = route(connectionEndpoints.connect, async ({ caller, params, body }) => ({
  connection: await upsertConnection(caller, params.id, body),
}));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
