import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { connectionParams, idParams } from "@/lib/api/endpoints/path-params";
import { connectionSchema, createConnectionSchema, deletedConnectionSchema } from "@/lib/schemas/connection";

// Platform connections hold publishing credentials: every method needs `admin`.
export const connectionEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/brands/{id}/connections",
    operationId: "listConnections",
    summary: "List a brand's platform connections (field names only, never credentials)",
    auth: { kind: "scope", scope: "admin" },
    params: idParams,
    data: z.object({ connections: z.array(connectionSchema) }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  connect: defineEndpoint({
    method: "POST",
    path: "/api/v1/brands/{id}/connections",
    operationId: "connectPlatform",
    summary: "Connect (or reconnect) a brand's account on one platform; credentials are sealed and never returned",
    auth: { kind: "scope", scope: "admin" },
    params: idParams,
    body: createConnectionSchema,
    data: z.object({ connection: connectionSchema }),
    status: 201,
    errors: ["brand_forbidden", "not_found"],
  }),
  disconnect: defineEndpoint({
    method: "DELETE",
    path: "/api/v1/brands/{id}/connections/{platform}",
    operationId: "disconnectPlatform",
    summary: "Disconnect a brand's account on one platform",
    auth: { kind: "scope", scope: "admin" },
    params: connectionParams,
    data: deletedConnectionSchema,
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
};
