import nodemailer from "nodemailer";
import type { MailSettings } from "@/lib/notifications/mail-settings";
import { MAIL_SEND_DEADLINE_MS } from "@/lib/notifications/mail/mail-retry-schedule";

export type MailSendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

export type OutgoingMail = { id: string; toAddress: string; subject: string; textBody: string; htmlBody: string };

/** The domain of the From address, for Message-IDs: `<outbox id@domain>`. */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "brandcast.invalid";
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so that a message sent again
 * after a crash between the server's acceptance and our record of it (the one window where it
 * can be sent twice) carries the same id, which mail systems and readers can drop as a repeat.
 */
export const messageIdOf = (outboxId: string, from: string) => `<${outboxId}@${messageIdDomain(from)}>`;

/**
 * Sends one message over SMTP (a fresh connection, SMTP_URL) and says whether the server
 * accepted it. A 5xx answer is permanent (the address or the message is refused: retrying
 * would not help); anything else (4xx, a network error, a timeout) is worth trying again. The
 * whole conversation is bounded by MAIL_SEND_DEADLINE_MS, well inside the claim's lease.
 */
export async function sendOverSmtp(settings: MailSettings, mail: OutgoingMail): Promise<MailSendOutcome> {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
  let deadline: NodeJS.Timeout | undefined;
  try {
    const sending = transport.sendMail({
      from: settings.from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      messageId: messageIdOf(mail.id, settings.from),
      headers: { "Auto-Submitted": "auto-generated" },
    });
    const timedOut = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new Error(`The SMTP server did not finish within ${MAIL_SEND_DEADLINE_MS / 1000} s.`)), MAIL_SEND_DEADLINE_MS);
    });
    await Promise.race([sending, timedOut]);
    return { ok: true };
  } catch (error) {
    const responseCode = (error as { responseCode?: number }).responseCode;
    return { ok: false, permanent: typeof responseCode === "number" && responseCode >= 500 && responseCode < 600, error: (error as Error).message || String(error) };
  } finally {
    clearTimeout(deadline);
    transport.close();
  }
}
