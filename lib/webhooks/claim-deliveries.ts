import { dbPool } from "@/lib/db/pool";
import { CLAIM_LEASE_SECONDS } from "@/lib/webhooks/retry-schedule";
import type { StoredWebhookSecret } from "@/lib/webhooks/webhook-secret";

export type ClaimedDelivery = {
  id: string;
  attempts: number;
  createdAt: Date;
  eventId: string;
  /** The body to send: the event's stored payload as text, the same bytes on every attempt. */
  body: string;
  endpointId: string;
  url: string;
  endpointDisabled: boolean;
} & StoredWebhookSecret;

// One statement claims a batch: SKIP LOCKED lets any number of dispatchers (server instances,
// Inngest runs) share the outbox without taking the same row, and the lease (next_attempt_at
// pushed ahead) hands a row whose dispatcher died to the next one. The attempt is counted at
// the claim, so a dispatcher dying mid-send still spends an attempt: at-least-once, bounded.
const CLAIM = `
WITH due AS (
  SELECT id FROM webhook_deliveries
  WHERE status = 'pending' AND next_attempt_at <= now()
  ORDER BY next_attempt_at
  LIMIT $1
  FOR UPDATE SKIP LOCKED
)
UPDATE webhook_deliveries d
SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS}), updated_at = now()
FROM due, webhook_events e, webhook_endpoints w
WHERE d.id = due.id AND e.id = d.event_id AND w.id = d.endpoint_id
RETURNING d.id, d.attempts, d.created_at AS "createdAt", e.id AS "eventId", e.payload::text AS body,
          w.id AS "endpointId", w.url, w.secret, w.sealed_secret AS "sealedSecret", w.key_id AS "keyId", w.disabled_at IS NOT NULL AS "endpointDisabled"`;

/** Up to `limit` due deliveries, each now this dispatcher's for CLAIM_LEASE_SECONDS. */
export async function claimDueDeliveries(limit: number): Promise<ClaimedDelivery[]> {
  const { rows } = await dbPool().query<ClaimedDelivery>(CLAIM, [limit]);
  return rows;
}
