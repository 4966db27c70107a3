import { sendWebhook, type SendOutcome } from "@/lib/webhooks/send-webhook";
import { webhookHeaders } from "@/lib/webhooks/sign-webhook";
import { openWebhookSecret, type StoredWebhookSecret } from "@/lib/webhooks/webhook-secret";

/**
 * Sends one event to an endpoint, signed with its secret, or not at all: a secret that cannot be
 * opened (its key left CONNECTIONS_ENCRYPTION_KEYS) is the attempt's failure reason, so nothing
 * leaves unsigned and the caller records why.
 */
export async function sendSigned(endpoint: { id: string; url: string } & StoredWebhookSecret, eventId: string, body: string): Promise<SendOutcome> {
  let secret: string;
  try {
    secret = openWebhookSecret(endpoint.id, endpoint);
  } catch (error) {
    return { ok: false, statusCode: null, latencyMs: 0, error: `Not sent: ${(error as Error).message}` };
  }
  return sendWebhook(endpoint.url, body, webhookHeaders(secret, eventId, body));
}
