import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import {
  apiKeySchema,
  apiKeyWithSecretSchema,
  createApiKeySchema,
  listApiKeysQuerySchema,
  revokeApiKeySchema,
  revokedApiKeySchema,
} from "@/lib/schemas/api-key";

export const apiKeyEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/v1/api-keys",
    operationId: "createApiKey",
    summary: "Create an API key (web session only)",
    auth: { kind: "session" },
    body: createApiKeySchema,
    data: apiKeyWithSecretSchema,
    status: 201,
    errors: [],
    oneTimeSecret: "key",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/api-keys",
    operationId: "listApiKeys",
    summary: "List active API keys",
    auth: { kind: "scope", scope: "read" },
    query: listApiKeysQuerySchema,
    // `owner=all` answers each key with its `created_by`.
    data: z.object({ keys: z.array(apiKeySchema) }),
    status: 200,
    errors: [],
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/api/v1/api-keys",
    operationId: "revokeApiKey",
    summary: "Revoke an API key",
    // docs/api-decisions.md: `admin`, except that a key may always revoke itself.
    auth: { kind: "scope_or_own_key", scope: "admin" },
    body: revokeApiKeySchema,
    data: revokedApiKeySchema,
    status: 200,
    errors: ["not_found"],
  }),
};
