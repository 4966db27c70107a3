import { randomUUID } from "node:crypto";
import { dbPool } from "@/lib/db/pool";
import { MAIL_CLAIM_LEASE_SECONDS } from "@/lib/notifications/mail/mail-retry-schedule";

export type ClaimedMail = {
  id: string;
  attempts: number;
  leaseToken: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
};

// The design of the webhook outbox (lib/webhooks/claim-deliveries.ts): one statement claims a
// batch, SKIP LOCKED lets any number of dispatchers (server instances, Inngest runs) share the
// outbox without taking the same row, the attempt is counted at the claim, and the lease
// (next_attempt_at pushed ahead) hands a row whose dispatcher died to the next one. A lease
// token also marks the claim, so that only the dispatcher holding it records the outcome.
const CLAIM = `
WITH due AS (
  SELECT id FROM mail_outbox
  WHERE status = 'pending' AND next_attempt_at <= now()
  ORDER BY next_attempt_at
  LIMIT $1
  FOR UPDATE SKIP LOCKED
)
UPDATE mail_outbox m
SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => ${MAIL_CLAIM_LEASE_SECONDS}), lease_token = $2
FROM due
WHERE m.id = due.id
RETURNING m.id, m.attempts, m.lease_token AS "leaseToken", m.to_address AS "toAddress", m.subject, m.text_body AS "textBody", m.html_body AS "htmlBody"`;

/** Up to `limit` due messages, each now this dispatcher's for MAIL_CLAIM_LEASE_SECONDS. */
export async function claimDueMail(limit: number): Promise<ClaimedMail[]> {
  const { rows } = await dbPool().query<ClaimedMail>(CLAIM, [limit, randomUUID()]);
  return rows;
}
