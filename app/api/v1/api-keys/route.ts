import { withApi } from "@/lib/api/with-api";
import { createApiKey } from "@/lib/keys/create-api-key";
import { listApiKeys } from "@/lib/keys/list-api-keys";
import { revokeApiKey } from "@/lib/keys/revoke-api-key";
import { createApiKeySchema, revokeApiKeySchema } from "@/lib/schemas/api-key";

export const POST = withApi(async ({ caller, body }) => createApiKey(caller.userId, body), {
  sessionOnly: true,
  body: createApiKeySchema,
  status: 201,
});

export const GET = withApi(async ({ caller }) => ({ keys: await listApiKeys(caller) }), { scope: "read" });

// Scope: `admin`, except that a key may always revoke itself (decided in revokeApiKey).
export const DELETE = withApi(async ({ caller, body }) => revokeApiKey(caller, body.key_id), { body: revokeApiKeySchema });
