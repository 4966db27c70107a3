import { createHmac, randomBytes } from "node:crypto";

// Standard Webhooks (docs/api-decisions.md, "Webhooks"): the secret is `whsec_` + base64 of
// random bytes; the signature is `v1,` + base64(HMAC-SHA256(secret bytes, "{id}.{timestamp}.{body}")),
// sent in `webhook-signature` beside `webhook-id` and `webhook-timestamp` (Unix seconds).

const SECRET_PREFIX = "whsec_";

/** A new signing secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/** The signature header value of one message. */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  const mac = createHmac("sha256", key).update(`${messageId}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** The headers of one delivery attempt: signed now, so a receiver can refuse old replays by timestamp. */
export function webhookHeaders(secret: string, messageId: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(secret, messageId, timestamp, body),
  };
}
