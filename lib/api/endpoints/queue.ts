import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { brandQueueSchema, queuedPostSchema, queueOutputSchema } from "@/lib/schemas/queue";

export const queueEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/brands/{id}/queue",
    operationId: "getBrandQueue",
    summary: "Get a brand's weekly posting slots",
    description: "A brand without a queue answers `{ timezone: \"UTC\", slots: [] }`.",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: z.object({ queue: queueOutputSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  put: defineEndpoint({
    method: "PUT",
    path: "/api/v1/brands/{id}/queue",
    operationId: "setBrandQueue",
    summary: "Set a brand's weekly posting slots",
    description: "Replaces the time zone and every slot. Posts already scheduled keep their times.",
    auth: { kind: "scope", scope: "write" },
    params: idParams,
    body: brandQueueSchema,
    data: z.object({ queue: queueOutputSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  add: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/{id}/queue",
    operationId: "queuePost",
    summary: "Schedule a post at its brand's next free queue slot",
    description:
      "The post (a draft, a scheduled post to move, or a failed one to retry) is scheduled at the earliest slot of its brand's queue " +
      "after now at which no other scheduled post of the brand stands, within 365 days. Concurrent requests never take one slot twice. " +
      "409 no_queue_slot when the brand has no slots or none is free; 400 when the post has no brand, or lacks the image a platform of it needs (Instagram, TikTok).",
    auth: { kind: "scope", scope: "schedule" },
    params: idParams,
    data: queuedPostSchema,
    status: 200,
    errors: ["invalid_request", "brand_forbidden", "not_found", "post_not_schedulable", "no_queue_slot"],
  }),
};
