import { connectionEndpoints } from "@/lib/api/endpoints/connections";
import { route } from "@/lib/api/route";
import { deleteConnection } from "@/lib/connections/delete-connection";
import { otherMethods } from "@/lib/api/other-methods";

export const DELETE = route(connectionEndpoints.disconnect, async ({ caller, params }) => deleteConnection(caller, params.id, params.platform));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods("DELETE");
