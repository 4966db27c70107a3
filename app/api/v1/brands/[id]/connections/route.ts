import { withApi } from "@/lib/api/with-api";
import { listConnections } from "@/lib/connections/list-connections";
import { upsertConnection } from "@/lib/connections/upsert-connection";
import { createConnectionSchema } from "@/lib/schemas/connection";

// Platform connections hold publishing credentials: every method needs `admin`.

export const GET = withApi(async ({ caller, params }) => ({ connections: await listConnections(caller, params.id) }), {
  scope: "admin",
});

export const POST = withApi(
  async ({ caller, params, body }) => ({ connection: await upsertConnection(caller, params.id, body) }),
  { scope: "admin", body: createConnectionSchema, status: 201 },
);
