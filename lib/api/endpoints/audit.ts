import { defineEndpoint } from "@/lib/api/endpoint";
import { auditEventListSchema, listAuditEventsQuerySchema } from "@/lib/schemas/audit-event";

// The audit trail (docs/teams.md, "Audit trail"): read-only. No endpoint edits or deletes an
// event (other methods answer 405), and the database refuses it too.

export const auditEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/audit-events",
    operationId: "listAuditEvents",
    summary: "List the workspace's audit events, newest first (owners and admins)",
    description:
      "Every write through the API and the dashboard (as its action name, e.g. `post.create`, `api_key.revoke`) and every sign-in, " +
      "with who did it (member, key and its agent_type, MCP), on which resource, from which address, and when. " +
      "Only the workspace's own events; append-only. Pages by `cursor`: pass `pagination.next_cursor` back with the same filters; " +
      "a cursor of other filters is 400 naming `cursor`.",
    auth: { kind: "scope", scope: "admin" },
    query: listAuditEventsQuerySchema,
    data: auditEventListSchema,
    status: 200,
    errors: [],
  }),
};
