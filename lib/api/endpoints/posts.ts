import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { bulkPostsResultSchema, bulkPostsSchema, createPostSchema, deletedPostSchema, listPostsQuerySchema, postListSchema, postSchema, postWithDeliveriesSchema, updatePostSchema } from "@/lib/schemas/post";
import { postMetricsSchema } from "@/lib/schemas/post-metrics";
import { metricsRefreshSchema } from "@/lib/schemas/metrics-refresh";
import { postWarningsSchema } from "@/lib/schemas/post-warning";
import { schedulePostSchema, scheduleResultSchema } from "@/lib/schemas/schedule";

const onePostWithDeliveries = z.object({ post: postWithDeliveriesSchema });

export const postEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts",
    operationId: "createPost",
    summary: "Create a draft post",
    description:
      "A draft may lack what a platform needs to publish (Instagram and TikTok need an image): it is saved, and `warnings` says what it needs " +
      "before it can be scheduled or queued; scheduling or queueing it without that is 400 invalid_request naming the platform.",
    auth: { kind: "scope", scope: "post" },
    body: createPostSchema,
    data: z.object({ post: postSchema, warnings: postWarningsSchema }),
    status: 200, // docs/spec.md: 200, not 201
    errors: ["brand_forbidden"],
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/posts",
    operationId: "listPosts",
    summary: "List posts, newest first",
    description:
      "Newest created first, then by id; `pagination.total` counts every match across all pages. " +
      "Pages by `page` and `limit`, or by `cursor`: every answer carries `pagination.next_cursor` (null on the last page), " +
      "which, passed back with the same filters, gives the next page at the same cost however deep. " +
      "`from` and `to` keep the posts placed in that time range (`scheduled_at`, or `published_at` for a published post; drafts have none), " +
      "earliest placed first. A malformed cursor, or one of other filters, is 400 naming `cursor` (docs/api-decisions.md, \"Lists at any size\").",
    auth: { kind: "scope", scope: "read" },
    query: listPostsQuerySchema,
    data: postListSchema,
    status: 200,
    errors: ["brand_forbidden"],
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/posts/{id}",
    operationId: "getPost",
    summary: "Get a post with its per-platform deliveries",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: onePostWithDeliveries,
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  metrics: defineEndpoint({
    method: "GET",
    path: "/api/v1/posts/{id}/metrics",
    operationId: "getPostMetrics",
    summary: "Get a published post's metrics, per platform, as a series of snapshots",
    description:
      "Each live delivery's snapshots, oldest first, read from its platform about 1 h, 6 h, 24 h, 72 h, 7 d and 30 d after publishing. " +
      "Every metric (views, reach, likes, comments, shares, saves, clicks) carries its provenance: a value, `not_offered` by the platform, or `not_returned` in that reading; " +
      "a missing value is never 0. A reading that failed keeps its `error` and no value (docs/analytics.md).",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: z.object({ metrics: postMetricsSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  refreshMetrics: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/{id}/metrics/refresh",
    operationId: "refreshPostMetrics",
    summary: "Refresh now: read a published post's metrics again at the next run",
    description:
      "Makes each live delivery's metrics schedule due now; the pipeline reads it within about a minute (five on Inngest) and GET /posts/{id}/metrics shows the new snapshot. " +
      "The later steps (6 h, 24 h, …) stay. A delivery waiting out its platform's Retry-After is left alone. " +
      "Scope `read`: it changes no content, only when data the caller may read is fetched. Rate-limited: once per post per 5 minutes, 60 per workspace per hour (429 with Retry-After).",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: z.object({ refresh: metricsRefreshSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found", "rate_limited"],
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/v1/posts/{id}",
    operationId: "updatePost",
    summary: "Edit a draft or failed post",
    description: "The result must pass creation's rules; `warnings` says what it still needs before it can be scheduled or queued (an image for Instagram and TikTok).",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    body: updatePostSchema,
    data: onePostWithDeliveries.extend({ warnings: postWarningsSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found", "post_not_editable"],
  }),
  schedule: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/schedule",
    operationId: "schedulePost",
    summary: "Schedule, reschedule or retry a post",
    description:
      "A post for a platform that cannot publish text alone (Instagram, TikTok) without an image for it is 400 invalid_request naming the field and platform; " +
      "the same holds for every path that schedules (queue, bulk schedule).",
    auth: { kind: "scope", scope: "schedule" },
    body: schedulePostSchema,
    data: scheduleResultSchema,
    status: 200,
    errors: ["brand_forbidden", "not_found", "post_not_schedulable"],
  }),
  unschedule: defineEndpoint({
    method: "DELETE",
    path: "/api/v1/posts/{id}/schedule",
    operationId: "unschedulePost",
    summary: "Unschedule a post (back to draft)",
    auth: { kind: "scope", scope: "schedule" },
    params: idParams,
    data: onePostWithDeliveries,
    status: 200,
    // invalid_request: the post is not scheduled (lib/posts/unschedule-post.ts).
    errors: ["invalid_request", "brand_forbidden", "not_found", "post_not_schedulable"],
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/v1/posts/{id}",
    operationId: "deletePost",
    summary: "Delete a post, or remove a published one from the list",
    description:
      "A draft, scheduled (its job is cancelled) or failed post is deleted. A published post is removed from the list " +
      "(`deleted: false`): the platforms keep it, and Brandcast keeps a record of it. A post being published right now is 400 post_not_editable.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    data: z.object({ post: deletedPostSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found", "post_not_editable"],
  }),
  duplicate: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/{id}/duplicate",
    operationId: "duplicatePost",
    summary: "Duplicate a post as a new draft",
    description: "Any post, a published one too: a new draft with the same content, versions, platforms, image and brand; `warnings` as on creation.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    data: z.object({ post: postSchema, warnings: postWarningsSchema }),
    status: 201,
    errors: ["brand_forbidden", "not_found"],
  }),
  bulk: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/bulk",
    operationId: "bulkPosts",
    summary: "Schedule, unschedule or delete up to 100 posts",
    description:
      "Each post is handled as its single-post endpoint would handle it, in the order given, and answers its own result " +
      "(`ok`, the status after, or the error it would have had). `schedule` needs `scheduled_at`. " +
      "The key needs the action's scope: `schedule` for schedule and unschedule, `post` for delete.",
    auth: { kind: "scope_by_field", field: "action", scopes: { schedule: "schedule", unschedule: "schedule", delete: "post" } },
    body: bulkPostsSchema,
    data: bulkPostsResultSchema,
    status: 200,
    errors: [],
  }),
};
