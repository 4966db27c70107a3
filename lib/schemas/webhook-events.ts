/** The events a webhook endpoint can receive (docs/api-decisions.md, "Webhooks"); written by database triggers. */
export const WEBHOOK_EVENT_TYPES = ["post.scheduled", "post.published", "post.failed", "post.unscheduled", "post.deleted", "delivery.failed"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "send test event", to the one endpoint it names. */
export const TEST_EVENT_TYPE = "webhook.test";

/** What each event means, in one sentence (the settings page and the document show these). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  "post.scheduled": "A post was scheduled, rescheduled or retried.",
  "post.published": "Every platform of a post was published.",
  "post.failed": "A post failed: a platform still failed after its retries.",
  "post.unscheduled": "A scheduled post went back to draft.",
  "post.deleted": "A post was deleted, or a published one removed from the list (the platforms keep it).",
  "delivery.failed": "One platform of a post failed for good.",
};
