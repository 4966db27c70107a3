import { auditEndpoints } from "@/lib/api/endpoints/audit";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { listAuditEvents } from "@/lib/audit/list-audit-events";

export const GET = route(auditEndpoints.list, async ({ caller, query }) => {
  const { events, nextCursor } = await listAuditEvents(caller.workspaceId, query);
  return { events, pagination: { limit: query.limit, next_cursor: nextCursor } };
});

// The trail is append-only: nothing edits or deletes an event (405 in the envelope with Allow).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
