import { apiKeyEndpoints } from "@/lib/api/endpoints/api-keys";
import { route } from "@/lib/api/route";
import { createApiKey } from "@/lib/keys/create-api-key";
import { listApiKeys } from "@/lib/keys/list-api-keys";
import { revokeApiKey } from "@/lib/keys/revoke-api-key";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(apiKeyEndpoints.create, async ({ caller, body }) => createApiKey(caller, body));

export const GET = route(apiKeyEndpoints.list, async ({ caller, query }) => ({ keys: await listApiKeys(caller, query) }));

// `admin`, except that a key may always revoke itself: revokeApiKey decides.
export const DELETE = route(apiKeyEndpoints.revoke, async ({ caller, body }) => revokeApiKey(caller, body.key_id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH } = otherMethods("GET", "POST", "DELETE");
