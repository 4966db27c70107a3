import { decodeAuditCursor, encodeAuditCursor } from "@/lib/audit/audit-cursor";
import { dbPool } from "@/lib/db/pool";
import type { AuditEventOutput, ListAuditEventsQuery } from "@/lib/schemas/audit-event";

type Row = {
  id: string;
  occurred_at: Date;
  actor_user_id: string | null;
  actor_key_id: string | null;
  auth_method: AuditEventOutput["actor"]["auth_method"];
  agent_type: string | null;
  via_mcp: boolean;
  action: string;
  resource_type: string | null;
  resource_id: string | null;
  outcome: AuditEventOutput["outcome"];
  status: number | null;
  client_address: string | null;
  user_agent: string | null;
  request_id: string | null;
  details: Record<string, unknown>;
};

const toOutput = (row: Row): AuditEventOutput => ({
  id: row.id,
  occurred_at: row.occurred_at.toISOString(),
  actor: { user_id: row.actor_user_id, key_id: row.actor_key_id, auth_method: row.auth_method, agent_type: row.agent_type, via_mcp: row.via_mcp },
  action: row.action,
  resource: { type: row.resource_type, id: row.resource_id },
  outcome: row.outcome,
  status: row.status,
  client_address: row.client_address,
  user_agent: row.user_agent,
  request_id: row.request_id,
  details: row.details,
});

/**
 * A workspace's events, newest first, one page after the cursor's position: an index range of
 * (workspace_id, occurred_at, id), whatever the depth. Only the workspace's own events exist here:
 * the workspace is in the WHERE and in the cursor.
 */
export async function listAuditEvents(workspaceId: string, query: ListAuditEventsQuery): Promise<{ events: AuditEventOutput[]; nextCursor: string | null }> {
  const { limit, cursor, ...filters } = query;
  const values: unknown[] = [workspaceId];
  const where = ["workspace_id = $1"];
  const add = (sql: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  if (filters.actor_user_id) add((n) => `actor_user_id = ${n}::uuid`, filters.actor_user_id);
  if (filters.key_id) add((n) => `actor_key_id = ${n}::uuid`, filters.key_id);
  if (filters.action) add((n) => `action = ${n}`, filters.action);
  if (filters.resource_type) add((n) => `resource_type = ${n}`, filters.resource_type);
  if (filters.resource_id) add((n) => `resource_id = ${n}`, filters.resource_id);
  if (filters.from) add((n) => `occurred_at >= ${n}::timestamptz`, filters.from);
  if (filters.to) add((n) => `occurred_at < ${n}::timestamptz`, filters.to);
  if (cursor) {
    const position = decodeAuditCursor(workspaceId, filters, cursor);
    values.push(position.at, position.id);
    where.push(`(occurred_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  values.push(limit + 1);
  const { rows } = await dbPool().query<Row>(
    `SELECT id, occurred_at, actor_user_id, actor_key_id, auth_method, agent_type, via_mcp, action, resource_type, resource_id,
            outcome, status, client_address, user_agent, request_id, details
     FROM audit_events WHERE ${where.join(" AND ")}
     ORDER BY occurred_at DESC, id DESC LIMIT $${values.length}`,
    values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeAuditCursor(workspaceId, filters, { at: last.occurred_at, id: last.id }) : null;
  return { events: page.map(toOutput), nextCursor };
}
