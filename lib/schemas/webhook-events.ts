import { z } from "@/lib/zod";
import { dateTimeSchema, platformSchema, uuidSchema } from "@/lib/schemas/common";
import { postWithDeliveriesSchema } from "@/lib/schemas/post";
import { metricSnapshotSchema } from "@/lib/schemas/post-metrics";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";

/** The events a webhook endpoint can receive (docs/api-decisions.md, "Webhooks"); written by database triggers. */
export const WEBHOOK_EVENT_TYPES = [
  "post.scheduled",
  "post.published",
  "post.failed",
  "post.unscheduled",
  "post.deleted",
  "delivery.failed",
  "post.approval_requested",
  "post.approved",
  "post.changes_requested",
  "post.metrics_updated",
  "post.metrics_threshold",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * What an endpoint receives when it is created without `events` (and what the settings form
 * ticks first): every event but `post.metrics_updated`, sent after each metrics reading (about six
 * per published platform), which a receiver asks for by name.
 */
export const DEFAULT_WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES.filter((type) => type !== "post.metrics_updated");

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
  "post.approval_requested": "A post waits for a person's approval: submitted, scheduled where approval is required, or changed after it was approved.",
  "post.approved": "A person approved a post, exactly as it now is.",
  "post.changes_requested": "A person asked for changes to a post (the approval's comment says which).",
  "post.metrics_updated": "A snapshot of a published post's metrics on one platform was stored (a failed reading too, with its error).",
  "post.metrics_threshold": "A post's total of a metric across its platforms reached one of its brand's thresholds (once per post and threshold).",
};

// The bodies the endpoints receive. The post events are written by the database, in the
// transaction of the change (webhook_post_json() and webhook_enqueue_in() of the migrations), not
// by this code: these schemas declare what those functions send, the OpenAPI document publishes
// them (`webhooks`), and lib/webhooks/webhook-events.test.ts triggers each event and holds what
// was stored and sent to them, field for field.

const POST_EVENT_TYPES = [
  "post.scheduled",
  "post.published",
  "post.failed",
  "post.unscheduled",
  "post.deleted",
  // Written with each approval request and decision (webhook_approval_events()); the post carries its `approval`.
  "post.approval_requested",
  "post.approved",
  "post.changes_requested",
] as const satisfies readonly WebhookEventType[];
const timestampSchema = dateTimeSchema.describe("When the event happened.");

/** `post.*`: the post as GET /posts/{id} shows it; for post.deleted, as it was before the delete. */
export const postEventSchema = z
  .object({ type: z.enum(POST_EVENT_TYPES), timestamp: timestampSchema, data: z.object({ post: postWithDeliveriesSchema }) })
  .meta({ id: "PostEvent" });

/** `delivery.failed`: the platform that failed for good, and its post. */
export const deliveryFailedEventSchema = z
  .object({ type: z.literal("delivery.failed"), timestamp: timestampSchema, data: z.object({ platform: platformSchema, post: postWithDeliveriesSchema }) })
  .meta({ id: "DeliveryFailedEvent" });

/** `post.metrics_updated`: the snapshot just stored, as GET /posts/{id}/metrics shows it (metric_snapshots_stored() of the migration 20270141000000). */
export const metricsUpdatedEventSchema = z
  .object({
    type: z.literal("post.metrics_updated"),
    timestamp: timestampSchema,
    data: z.object({ post_id: uuidSchema, brand_id: uuidSchema.nullable(), platform: platformSchema, delivery_id: uuidSchema, snapshot: metricSnapshotSchema }),
  })
  .meta({ id: "MetricsUpdatedEvent" });

/** `post.metrics_threshold`: the post's total of `metric` (the latest reading of each of its platforms, summed) reached `threshold`. */
export const metricsThresholdEventSchema = z
  .object({
    type: z.literal("post.metrics_threshold"),
    timestamp: timestampSchema,
    data: z.object({
      post_id: uuidSchema,
      brand_id: uuidSchema,
      metric: z.enum(METRIC_NAMES),
      threshold: z.number().int().min(1),
      value: z.number().int().min(0).describe("The post's total when it reached the threshold."),
      platform: platformSchema.describe("The platform whose snapshot made it reach it."),
    }),
  })
  .meta({ id: "MetricsThresholdEvent" });

/** `webhook.test`: what "send test event" sends. */
export const testEventSchema = z
  .object({ type: z.literal(TEST_EVENT_TYPE), timestamp: timestampSchema, data: z.object({ webhook_id: uuidSchema, message: z.string() }) })
  .meta({ id: "TestEvent" });

/** The body each event type is sent with. */
export const WEBHOOK_PAYLOAD_SCHEMAS = {
  ...(Object.fromEntries(POST_EVENT_TYPES.map((type) => [type, postEventSchema])) as Record<(typeof POST_EVENT_TYPES)[number], typeof postEventSchema>),
  "delivery.failed": deliveryFailedEventSchema,
  "post.metrics_updated": metricsUpdatedEventSchema,
  "post.metrics_threshold": metricsThresholdEventSchema,
  [TEST_EVENT_TYPE]: testEventSchema,
} satisfies Record<WebhookEventType | typeof TEST_EVENT_TYPE, z.ZodType>;

export type TestEvent = z.infer<typeof testEventSchema>;
