import { z } from "@/lib/zod";
import { dateTimeSchema, toIso, uniqueList, uuidSchema } from "@/lib/schemas/common";
import { DEFAULT_WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from "@/lib/schemas/webhook-events";
import { checkWebhookTarget } from "@/lib/net/webhook-target";

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: "WebhookEventType" });

/** A receiver's URL: public http(s) on port 80 or 443 (lib/net/webhook-target.ts says why not). */
export const webhookUrlSchema = z
  .string()
  .max(2048)
  .superRefine((value, ctx) => {
    const target = checkWebhookTarget(value);
    if (typeof target === "string") ctx.addIssue({ code: "custom", message: target });
  });

const eventListSchema = uniqueList(webhookEventTypeSchema).min(1, "give at least one event, or leave events out for all of them but post.metrics_updated");

export const createWebhookSchema = z.strictObject({
  url: webhookUrlSchema,
  /** Default: every event but post.metrics_updated (DEFAULT_WEBHOOK_EVENT_TYPES). */
  events: eventListSchema.default([...DEFAULT_WEBHOOK_EVENT_TYPES]),
});

/** PATCH /webhooks/{id}: `enabled: true` turns a disabled endpoint back on. */
export const updateWebhookSchema = z
  .strictObject({ url: webhookUrlSchema.optional(), events: eventListSchema.optional(), enabled: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, "give at least one field to change");

export const webhookDeliverySchema = z
  .object({
    id: uuidSchema,
    event_id: uuidSchema,
    event_type: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempts: z.number().int(),
    response_code: z.number().int().nullable(),
    latency_ms: z.number().int().nullable(),
    error: z.string().nullable(),
    next_attempt_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  })
  .meta({ id: "WebhookDelivery" });

export const webhookSchema = z
  .object({
    id: uuidSchema,
    url: z.string(),
    events: z.array(webhookEventTypeSchema),
    enabled: z.boolean(),
    disabled_at: dateTimeSchema.nullable(),
    disabled_reason: z.string().nullable(),
    created_at: dateTimeSchema,
    /** The last deliveries to it, newest first. */
    recent_deliveries: z.array(webhookDeliverySchema),
  })
  .meta({ id: "WebhookEndpoint" });

export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;
export type WebhookOutput = z.infer<typeof webhookSchema>;
export type WebhookDeliveryOutput = z.infer<typeof webhookDeliverySchema>;

type DeliveryRow = {
  id: string;
  eventId: string;
  event: { type: string };
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toWebhookDeliveryOutput(row: DeliveryRow): WebhookDeliveryOutput {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.event.type,
    status: row.status,
    attempts: row.attempts,
    response_code: row.lastStatusCode,
    latency_ms: row.lastLatencyMs,
    error: row.lastError,
    next_attempt_at: row.status === "pending" ? toIso(row.nextAttemptAt) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type EndpointRow = { id: string; url: string; events: string[]; disabledAt: Date | null; disabledReason: string | null; createdAt: Date; deliveries: DeliveryRow[] };

export function toWebhookOutput(row: EndpointRow): WebhookOutput {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is (typeof WEBHOOK_EVENT_TYPES)[number] => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event)),
    enabled: row.disabledAt === null,
    disabled_at: toIso(row.disabledAt),
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
    recent_deliveries: row.deliveries.map(toWebhookDeliveryOutput),
  };
}
