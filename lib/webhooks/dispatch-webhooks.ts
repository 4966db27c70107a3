import { claimDueDeliveries, type ClaimedDelivery } from "@/lib/webhooks/claim-deliveries";
import { recordAttempt } from "@/lib/webhooks/record-attempt";
import { sendSigned } from "@/lib/webhooks/send-signed";

const BATCH = 20;

export type DispatchOptions = {
  /** Stop claiming new batches after this long (an Inngest step has a time budget). */
  budgetMs?: number;
};

/** Sends one claimed delivery and records the outcome. */
export async function deliver(delivery: ClaimedDelivery): Promise<void> {
  if (delivery.endpointDisabled) {
    await recordAttempt(delivery, { ok: false, statusCode: null, latencyMs: 0, error: "The endpoint is disabled." }, { final: true });
    return;
  }
  // A secret that does not open fails the attempt with the reason; it is retried on the usual
  // schedule, so restoring the key (CONNECTIONS_ENCRYPTION_KEYS) lets the event through.
  const endpoint = { id: delivery.endpointId, url: delivery.url, secret: delivery.secret, sealedSecret: delivery.sealedSecret, keyId: delivery.keyId };
  await recordAttempt(delivery, await sendSigned(endpoint, delivery.eventId, delivery.body));
}

/**
 * The dispatcher both runtimes run (the local runtime every second, an Inngest cron every
 * minute): claims due deliveries from the outbox in batches and sends each batch at once,
 * until none is due or the budget is spent. Returns how many it sent.
 */
export async function dispatchDueWebhooks(options: DispatchOptions = {}): Promise<number> {
  const started = Date.now();
  let sent = 0;
  for (;;) {
    const batch = await claimDueDeliveries(BATCH);
    await Promise.all(batch.map((delivery) => deliver(delivery)));
    sent += batch.length;
    if (batch.length < BATCH || (options.budgetMs !== undefined && Date.now() - started > options.budgetMs)) return sent;
  }
}
