import type { AuditEventOutput } from "@/lib/schemas/audit-event";

type Actor = Omit<AuditEventOutput["actor"], "label">;

/**
 * The actor of an audit event in one line (GET /audit-events `actor.label`, the settings page):
 * the member by name and e-mail, or "Deleted member (<id>)" once their account is gone; the key
 * by name and agent type; a client by the name typed on the review link.
 */
export function actorLabel(actor: Actor): string {
  if (actor.review_link) return `${actor.review_link.reviewer_name ?? "A reviewer"} (client, review link)`;
  const who = actor.member
    ? `${actor.member.name} (${actor.member.email})`
    : actor.member_deleted
      ? `Deleted member (${actor.user_id})`
      : actor.auth_method === "password"
        ? "Unknown (failed sign-in)"
        : "Unknown";
  if (!actor.key_id) return who;
  const key = actor.key?.name ? `key "${actor.key.name}"` : `a deleted key (${actor.key_id})`;
  const agent = actor.agent_type ? ` (${actor.agent_type})` : "";
  return `${who} with ${key}${agent}${actor.via_mcp ? " via MCP" : ""}`;
}
