import type { Role } from "@/lib/auth/roles";
import { notificationMessage, type NotificationFacts } from "@/lib/notifications/messages";
import { mailSettings } from "@/lib/notifications/mail-settings";
import { notificationFooter, renderMail } from "@/lib/notifications/render-mail";
import { runSql, type SqlTx } from "@/lib/notifications/sql-tx";
import { EMAIL_BY_DEFAULT, type NotificationKind } from "@/lib/schemas/notification";

/** Who is told: these users, or every member of the workspace with one of these roles (and access to `brandId`, when given). */
export type NotifyRecipients = { userIds: readonly string[] } | { roles: readonly Role[]; brandId?: string | null };

export type NotifyInput = {
  /** The workspace the event happened in: recipients must be its members, and see it there. */
  workspaceId: string;
  kind: NotificationKind;
  recipients: NotifyRecipients;
  /** Who did it: named in the text, and never told of their own act. */
  actor?: { userId?: string | null; name: string } | null;
  /** What it is about; a post links to its page, a connection's brand to Settings. */
  postId?: string | null;
  brandId?: string | null;
  /** Another resource it is about (a connection, an invitation), kept as `resource_id`. */
  resourceId?: string | null;
  /** The dashboard path it points to; by default the post's page (with a post), Settings otherwise. */
  link?: string | null;
} & Omit<NotificationFacts, "actorName">;

export type NotifyResult = { notified: number; mailed: number };

/** The dashboard page a notification points to when the caller names none. */
function defaultLink(input: NotifyInput): string | null {
  if (input.postId) return `/posts/${input.postId}`;
  if (input.kind === "connection_reconnect_required") return input.brandId ? `/settings?brand=${input.brandId}` : "/settings";
  if (input.kind === "invitation_accepted") return "/settings";
  return null;
}

// One statement: the recipients (members of the workspace now, never the actor), a notification
// each, and a mail_outbox row each whose preferences want this kind by e-mail (no preference
// row: the kind's default), only when e-mail is on ($13).
const NOTIFY = `
WITH recipients AS (
  SELECT m.user_id FROM workspace_members m
  WHERE m.workspace_id = $1
    AND CASE WHEN $2::uuid[] IS NOT NULL THEN m.user_id = ANY($2::uuid[])
             ELSE m.role = ANY($3::text[]) AND ($4::uuid IS NULL OR cardinality(m.brand_ids) = 0 OR $4::uuid = ANY(m.brand_ids)) END
    AND m.user_id IS DISTINCT FROM $5::uuid
), told AS (
  INSERT INTO notifications (workspace_id, user_id, kind, post_id, brand_id, resource_id, title, body, link, actor_name)
  SELECT $1, r.user_id, $6, $7::uuid, $4::uuid, $8::uuid, $9, $10, $11, $12 FROM recipients r
  RETURNING user_id
), mailed AS (
  INSERT INTO mail_outbox (user_id, workspace_id, kind, to_address, subject, text_body, html_body)
  SELECT u.id, $1, $6, u.email, $14, $15, $16
  FROM recipients r JOIN users u ON u.id = r.user_id LEFT JOIN notification_preferences p ON p.user_id = u.id
  WHERE $13::boolean AND COALESCE((p.email ->> $6)::boolean, $17::boolean)
  RETURNING id
)
SELECT (SELECT count(*) FROM told)::int AS notified, (SELECT count(*) FROM mailed)::int AS mailed`;

/**
 * Tells members of a workspace that something happened: writes their notifications (the bell)
 * and, when e-mail is on (SMTP_URL) and a member's preferences want this kind by e-mail, a
 * message each in the mail outbox, all with `tx`, the caller's own transaction, so that the
 * notification exists exactly when the event does. The dispatcher sends the mail later
 * (lib/notifications/mail/dispatch-mail.ts).
 *
 * Recipients are members of `workspaceId` at this moment (anyone else named is skipped), never
 * the actor. Examples:
 *
 *   notify(tx, { workspaceId, kind: "approval_requested", recipients: { roles: ["owner", "admin", "editor"], brandId },
 *                actor: { userId, name }, postId, brandId, postText, brandName })
 *   notify(tx, { workspaceId, kind: "approved" | "changes_requested", recipients: { userIds: [requesterId] },
 *                actor: { userId: approverId, name }, postId, brandId, postText, comment })
 *   notify(tx, { workspaceId, kind: "invitation_accepted", recipients: { roles: ["owner", "admin"] },
 *                actor: { userId: newMemberId, name }, resourceId: invitationId, role, workspaceName })
 */
export async function notify(tx: SqlTx, input: NotifyInput): Promise<NotifyResult> {
  const message = notificationMessage(input.kind, { ...input, actorName: input.actor?.name });
  const link = input.link === undefined ? defaultLink(input) : input.link;
  const mail = mailSettings() ? renderMail({ ...message, link, footer: notificationFooter() }) : null;
  const recipients = input.recipients;
  const [row] = await runSql<NotifyResult>(tx, NOTIFY, [
    input.workspaceId,
    "userIds" in recipients ? [...recipients.userIds] : null,
    "roles" in recipients ? [...recipients.roles] : null,
    ("brandId" in recipients ? recipients.brandId : null) ?? input.brandId ?? null,
    input.actor?.userId ?? null,
    input.kind,
    input.postId ?? null,
    input.resourceId ?? null,
    message.title,
    message.body,
    link,
    input.actor?.name ?? null,
    mail !== null,
    mail?.subject ?? "",
    mail?.text ?? "",
    mail?.html ?? "",
    EMAIL_BY_DEFAULT[input.kind],
  ]);
  return row;
}
