import { log } from "@/lib/log";
import { mailSettings } from "@/lib/notifications/mail-settings";
import { claimDueMail, type ClaimedMail } from "@/lib/notifications/mail/claim-mail";
import { recordMailOutcome } from "@/lib/notifications/mail/record-mail-outcome";
import { sendOverSmtp } from "@/lib/notifications/mail/smtp-sender";

const BATCH = 10;

export type DispatchMailOptions = {
  /** Stop claiming new batches after this long (an Inngest step has a time budget). */
  budgetMs?: number;
};

async function deliver(mail: ClaimedMail): Promise<boolean> {
  const settings = mailSettings();
  const outcome = settings ? await sendOverSmtp(settings, mail) : { ok: false as const, permanent: false, error: "E-mail is off (SMTP_URL unset)." };
  const recorded = await recordMailOutcome(mail, outcome);
  if (recorded === "lost_claim") log().warn({ component: "mail", outboxId: mail.id }, "a mail's claim ran out before its outcome was recorded");
  if (recorded === "failed") log().warn({ component: "mail", outboxId: mail.id, error: outcome.ok ? null : outcome.error }, "a mail failed for good");
  return recorded === "sent";
}

/**
 * The mail dispatcher both runtimes run (the local runtime every few seconds, an Inngest cron
 * every minute): claims due messages of the outbox in batches, sends each batch at once, and
 * records each outcome, until none is due or the budget is spent. Does nothing when e-mail is
 * off. Returns how many the SMTP server accepted.
 *
 * Never twice: a message is claimed by one dispatcher at a time (SKIP LOCKED, then a lease
 * longer than any send may last), marked sent right after the server accepts it, and never
 * claimed once sent. The one window left is a crash (of the process or the database) after
 * the server accepted the message and before `sent_at` is written: the lease then runs out and
 * the message goes again, with the same Message-ID (smtp-sender.ts). At least once, and twice
 * only in that window.
 */
export async function dispatchDueMail(options: DispatchMailOptions = {}): Promise<number> {
  if (!mailSettings()) return 0;
  const started = Date.now();
  let sent = 0;
  for (;;) {
    const batch = await claimDueMail(BATCH);
    const results = await Promise.all(batch.map((mail) => deliver(mail)));
    sent += results.filter(Boolean).length;
    if (batch.length < BATCH || (options.budgetMs !== undefined && Date.now() - started > options.budgetMs)) return sent;
  }
}
