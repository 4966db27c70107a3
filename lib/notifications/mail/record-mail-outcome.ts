import { dbPool } from "@/lib/db/pool";
import type { ClaimedMail } from "@/lib/notifications/mail/claim-mail";
import { mailRetryDelaySeconds } from "@/lib/notifications/mail/mail-retry-schedule";
import type { MailSendOutcome } from "@/lib/notifications/mail/smtp-sender";

const MAX_ERROR_LENGTH = 500;

/**
 * Writes one attempt's outcome, only while this dispatcher's claim holds (`lease_token`): sent
 * (sent_at, never claimed again), tried again after its backoff, or failed for good (its
 * attempts spent, or the server refused it permanently, a 5xx). A claim that no longer holds
 * changes nothing.
 */
export async function recordMailOutcome(mail: ClaimedMail, outcome: MailSendOutcome): Promise<"sent" | "retrying" | "failed" | "lost_claim"> {
  const claim = [mail.id, mail.leaseToken];
  if (outcome.ok) {
    const { rowCount } = await dbPool().query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), next_attempt_at = NULL, lease_token = NULL, last_error = NULL
       WHERE id = $1 AND lease_token = $2 AND status = 'pending'`,
      claim,
    );
    return rowCount ? "sent" : "lost_claim";
  }
  const error = outcome.error.slice(0, MAX_ERROR_LENGTH);
  const delay = outcome.permanent ? null : mailRetryDelaySeconds(mail.attempts);
  const { rowCount } =
    delay === null
      ? await dbPool().query(
          `UPDATE mail_outbox SET status = 'failed', next_attempt_at = NULL, lease_token = NULL, last_error = $3
           WHERE id = $1 AND lease_token = $2 AND status = 'pending'`,
          [...claim, error],
        )
      : await dbPool().query(
          `UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $4), lease_token = NULL, last_error = $3
           WHERE id = $1 AND lease_token = $2 AND status = 'pending'`,
          [...claim, error, delay],
        );
  if (!rowCount) return "lost_claim";
  return delay === null ? "failed" : "retrying";
}
