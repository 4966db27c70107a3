import { mailSettings } from "@/lib/notifications/mail-settings";
import { renderMail } from "@/lib/notifications/render-mail";
import { runSql, type SqlTx } from "@/lib/notifications/sql-tx";

export type InvitationMailInput = {
  workspaceId: string;
  /** The invited address (it may have no account). */
  toAddress: string;
  workspaceName: string;
  inviterName: string;
  role: string;
  /** The accept page's path with the token in it, e.g. `/invitations/<token>`: made absolute with the app's public URL. */
  acceptPath: string;
  expiresAt: Date;
};

/**
 * Queues the e-mail of an invitation (a mail-only kind: the address may have no account, so
 * there is no bell) in `tx`, the transaction that creates the invitation. Returns false, and
 * queues nothing, when e-mail is off (SMTP_URL unset): the inviter then passes the link on
 * themselves. Preferences do not apply: nobody asked for it but the inviter.
 */
export async function sendInvitationMail(tx: SqlTx, input: InvitationMailInput): Promise<boolean> {
  if (!mailSettings()) return false;
  const mail = renderMail({
    title: `${input.inviterName} invited you to ${input.workspaceName} on Brandcast`,
    body: `${input.inviterName} invited you to join ${input.workspaceName} as ${/^[aeiou]/i.test(input.role) ? "an" : "a"} ${input.role}.\nThe link works once, for this address, until ${input.expiresAt.toUTCString()}.`,
    link: input.acceptPath,
    linkLabel: "Accept the invitation",
    footer: "You receive this because someone invited this address. If you did not expect it, ignore it: nothing happens unless the link is opened.",
  });
  await runSql(
    tx,
    `INSERT INTO mail_outbox (workspace_id, kind, to_address, subject, text_body, html_body) VALUES ($1, 'invitation', $2, $3, $4, $5)`,
    [input.workspaceId, input.toAddress, mail.subject, mail.text, mail.html],
  );
  return true;
}
