import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { toWebhookDeliveryOutput } from "@/lib/schemas/webhook";
import { TEST_EVENT_TYPE, type TestEvent } from "@/lib/schemas/webhook-events";
import { recordAttempt } from "@/lib/webhooks/record-attempt";
import { sendSigned } from "@/lib/webhooks/send-signed";
import { getWebhookEndpointOrThrow } from "@/lib/webhooks/webhook-endpoints";

/**
 * "Send test event": one `webhook.test` event to this endpoint (disabled or not), sent now and
 * signed like any other, tried once, and kept among its deliveries. Returns that delivery.
 */
export async function sendTestEvent(caller: Caller, endpointId: string) {
  const endpoint = await getWebhookEndpointOrThrow(caller, endpointId);
  const eventId = randomUUID();
  const payload: TestEvent = {
    type: TEST_EVENT_TYPE,
    timestamp: new Date().toISOString(),
    data: { webhook_id: endpoint.id, message: "A test event from Brandcast: if you can read this, your endpoint receives and can verify webhooks." },
  };
  const delivery = await db().$transaction(async (tx) => {
    await tx.webhookEvent.create({ data: { id: eventId, workspaceId: caller.workspaceId, userId: caller.userId, type: TEST_EVENT_TYPE, payload } });
    // Never due: no dispatcher takes it; this request sends it.
    return tx.webhookDelivery.create({ data: { eventId, endpointId: endpoint.id, attempts: 1, nextAttemptAt: null } });
  });
  const body = JSON.stringify(payload);
  const outcome = await sendSigned(endpoint, eventId, body);
  await recordAttempt({ id: delivery.id, attempts: 1, createdAt: delivery.createdAt, endpointId: endpoint.id }, outcome, { final: true });
  const recorded = await db().webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: { event: { select: { type: true } } } });
  return { delivery: toWebhookDeliveryOutput(recorded) };
}

