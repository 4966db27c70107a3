import { clientAddress } from "@/lib/auth/client-address";
import type { AuditEventInput, AuditTarget } from "@/lib/audit/audit-event-input";
import { dbPool } from "@/lib/db/pool";
import { log } from "@/lib/log";

export const USER_AGENT_MAX_LENGTH = 256;

function userAgentOf(headers: AuditEventInput["headers"]): string | null {
  if (!headers) return null;
  const raw = headers instanceof Headers ? headers.get("user-agent") : headers["user-agent"];
  const value = Array.isArray(raw) ? raw.join(" ") : raw;
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/**
 * The rows' workspaces as SQL on $1, each with the member acting there (account events), the
 * review link acting (a reviewer's decision), and the resource when the target names it.
 */
function targetsSql(target: AuditTarget): { sql: string; value: string } {
  if ("workspaceId" in target) {
    return { sql: "SELECT $1::uuid AS workspace_id, NULL::uuid AS user_id, NULL::uuid AS review_link_id, NULL::text AS resource_id", value: target.workspaceId };
  }
  if ("everyWorkspaceOfUser" in target) {
    return {
      sql: "SELECT workspace_id, user_id, NULL::uuid AS review_link_id, user_id::text AS resource_id FROM workspace_members WHERE user_id = $1::uuid",
      value: target.everyWorkspaceOfUser,
    };
  }
  if ("reviewLinkOfTokenHash" in target) {
    return {
      sql: "SELECT workspace_id, NULL::uuid AS user_id, id AS review_link_id, post_id::text AS resource_id FROM review_links WHERE token_hash = $1",
      value: target.reviewLinkOfTokenHash,
    };
  }
  return {
    sql: "SELECT m.workspace_id, m.user_id, NULL::uuid AS review_link_id, m.user_id::text AS resource_id FROM users u JOIN workspace_members m ON m.user_id = u.id WHERE u.email = lower(trim($1))",
    value: target.everyWorkspaceOfEmail,
  };
}

/**
 * One statement: the rows of every target workspace, with the key's agent_type read in the same
 * statement (the caller does not carry it, and copying it keeps the event as it was when the key
 * is edited or deleted later).
 */
async function insertEvent(event: AuditEventInput): Promise<number> {
  const targets = targetsSql(event.target);
  const result = await dbPool().query(
    `INSERT INTO audit_events (workspace_id, actor_user_id, actor_key_id, actor_review_link_id, actor_name, auth_method, agent_type, via_mcp, action,
                               resource_type, resource_id, outcome, status, client_address, user_agent, request_id, details)
     SELECT t.workspace_id, CASE WHEN $15 THEN NULL ELSE COALESCE($2::uuid, t.user_id) END, $3::uuid, t.review_link_id, $16, $4,
            (SELECT agent_type FROM api_keys WHERE id = $3::uuid), $5, $6, $7, COALESCE($8, t.resource_id),
            $9, $10, $11, $12, $13, $14::jsonb
     FROM (${targets.sql}) t`,
    [
      targets.value,
      event.actorUserId,
      event.actorKeyId,
      event.authMethod,
      event.viaMcp ?? false,
      event.action,
      event.resourceType,
      event.resourceId,
      event.outcome,
      event.status,
      event.headers ? clientAddress(event.headers) : null,
      userAgentOf(event.headers),
      event.requestId,
      JSON.stringify(event.details ?? {}),
      event.anonymousActor ?? false,
      event.actorName ?? null,
    ],
  );
  return result.rowCount ?? 0;
}

/**
 * Records an event, after what it records has happened (docs/api-decisions.md, "The audit
 * trail"). It never throws: the action is done and its answer is right, and turning it into an
 * error would make a client retry a write that already happened. An insert that fails is tried
 * once more; if that fails too, the whole event goes into an error log line
 * (`audit_event_unrecorded`), so it is not lost silently and can be inserted from the log.
 */
export async function recordAuditEvent(event: AuditEventInput): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await insertEvent(event);
      return;
    } catch (error) {
      if (attempt === 2) {
        const { headers: _headers, ...rest } = event;
        log().error({ audit_event_unrecorded: { ...rest, client_address: event.headers ? clientAddress(event.headers) : null }, err: error }, "audit event not recorded");
      }
    }
  }
}
