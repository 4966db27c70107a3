import { actorLabel } from "@/lib/audit/actor-label";
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
  actor_review_link_id: string | null;
  actor_name: string | null;
  /** Read with the event in the same statement: the member and the key as they are now. */
  member_name: string | null;
  member_email: string | null;
  key_name: string | null;
};

function actorOf(row: Row): AuditEventOutput["actor"] {
  const actor = {
    user_id: row.actor_user_id,
    key_id: row.actor_key_id,
    auth_method: row.auth_method,
    agent_type: row.agent_type,
    via_mcp: row.via_mcp,
    member: row.actor_user_id && row.member_email !== null ? { name: row.member_name ?? "", email: row.member_email } : null,
    member_deleted: row.actor_user_id !== null && row.member_email === null,
    key: row.actor_key_id ? { name: row.key_name, agent_type: row.agent_type } : null,
    review_link: row.actor_review_link_id ? { id: row.actor_review_link_id, reviewer_name: row.actor_name } : null,
  };
  return { ...actor, label: actorLabel(actor) };
}

const toOutput = (row: Row): AuditEventOutput => ({
  id: row.id,
  occurred_at: row.occurred_at.toISOString(),
  actor: actorOf(row),
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
 * the workspace is in the WHERE and in the cursor. Who acted is read in the same statement (the
 * member's name and e-mail, the key's name): one round trip per page, whatever the page holds;
 * a member deleted since has no row to join and is answered as deleted, by id.
 */
export async function listAuditEvents(workspaceId: string, query: ListAuditEventsQuery): Promise<{ events: AuditEventOutput[]; nextCursor: string | null }> {
  const { limit, cursor, ...filters } = query;
  const values: unknown[] = [workspaceId];
  const where = ["e.workspace_id = $1"];
  const add = (sql: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  if (filters.actor_user_id) add((n) => `e.actor_user_id = ${n}::uuid`, filters.actor_user_id);
  if (filters.key_id) add((n) => `e.actor_key_id = ${n}::uuid`, filters.key_id);
  if (filters.action) add((n) => `e.action = ${n}`, filters.action);
  if (filters.resource_type) add((n) => `e.resource_type = ${n}`, filters.resource_type);
  if (filters.resource_id) add((n) => `e.resource_id = ${n}`, filters.resource_id);
  if (filters.from) add((n) => `e.occurred_at >= ${n}::timestamptz`, filters.from);
  if (filters.to) add((n) => `e.occurred_at < ${n}::timestamptz`, filters.to);
  if (cursor) {
    const position = decodeAuditCursor(workspaceId, filters, cursor);
    values.push(position.at, position.id);
    where.push(`(e.occurred_at, e.id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  values.push(limit + 1);
  const { rows } = await dbPool().query<Row>(
    `SELECT e.id, e.occurred_at, e.actor_user_id, e.actor_key_id, e.auth_method, e.agent_type, e.via_mcp, e.action, e.resource_type, e.resource_id,
            e.outcome, e.status, e.client_address, e.user_agent, e.request_id, e.details, e.actor_review_link_id, e.actor_name,
            u.name AS member_name, u.email AS member_email, k.name AS key_name
     FROM audit_events e
     LEFT JOIN users u ON u.id = e.actor_user_id
     LEFT JOIN api_keys k ON k.id = e.actor_key_id
     WHERE ${where.join(" AND ")}
     ORDER BY e.occurred_at DESC, e.id DESC LIMIT $${values.length}`,
    values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeAuditCursor(workspaceId, filters, { at: last.occurred_at, id: last.id }) : null;
  return { events: page.map(toOutput), nextCursor };
}
