import { z } from "@/lib/zod";
import { maxTextLength } from "@/lib/platforms/counting/max-text-length";
import { ALL_PLATFORM_RULES, EXAMPLE_PLATFORMS } from "@/lib/platforms/registry";
import { dateTimeSchema, httpUrlSchema, paginationOutputSchema, paginationSchema, platformListSchema, platformSchema, uniqueList, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";
import { schedulePostSchema } from "@/lib/schemas/schedule";
import { errorCodeSchema } from "@/lib/errors";
import { APPROVAL_STATES, approvalSchema } from "@/lib/schemas/approval";
import { postMediaOutputSchema, postMediaSchema } from "@/lib/schemas/post-media";

export const POST_STATUSES = ["draft", "scheduled", "published", "failed"] as const;
export const POST_SOURCES = ["api", "dashboard"] as const;

/**
 * No post is longer than the longest text any platform could take (facebook's, 126,412 units):
 * checked before anything reads the content. The selected platforms' own, smaller bounds are
 * checked next, before any counting (lib/posts/validate-post.ts).
 */
export const MAX_POST_CONTENT_LENGTH = Math.max(...ALL_PLATFORM_RULES.map(maxTextLength));

const postTextSchema = text({ max: MAX_POST_CONTENT_LENGTH, visible: true });

/** The most replies a thread may have after `content` (docs/api-decisions.md, "Threads and a first comment"). */
export const MAX_THREAD_REPLIES = 24;

/**
 * The replies that follow `content` in order, each counted against the platform's limit like
 * `content` (lib/posts/follow-up-rules.ts). Only for platforms that publish a thread of replies.
 */
const threadSchema = z
  .array(postTextSchema)
  .max(MAX_THREAD_REPLIES, `at most ${MAX_THREAD_REPLIES} replies after content`)
  .meta({
    description:
      `The replies that follow \`content\` as a thread, in order (at most ${MAX_THREAD_REPLIES}; \`content\` is part 1, \`thread[0]\` part 2). ` +
      "Each part is counted against the platform's limit as `content` is. Only for platforms that publish a thread of replies (docs/platforms.md); `[]` or null: none.",
  });

/** Published right after the post: a comment where the platform has comments, else a reply. */
const firstCommentSchema = postTextSchema.meta({
  description:
    "Published right after the post as its first comment (a comment on platforms with a comments API, a reply on platforms that thread replies; docs/platforms.md), counted as the platform counts: a reply against its post limit, a comment against its comments API's own limit (docs/platforms.md, \"Threads and a first comment\"). " +
    "Its outcome is its own: a failed comment does not fail the post. Null: none.",
});

/**
 * One platform's own version of a post: its own text, its own image choice, or both
 * (docs/api-decisions.md, "Per-platform versions"). Left out, a field follows the post's; an
 * `image_url` of null means the platform publishes no image.
 */
export const postVersionSchema = z
  .strictObject({
    content: postTextSchema.optional().meta({ description: "The text this platform publishes instead of `content`. Left out: `content`." }),
    image_url: httpUrlSchema
      .nullable()
      .optional()
      .meta({ description: "The image this platform publishes instead of the post's `image_url` (an upload's URL or an external one, checked as `image_url` is); `null`: this platform publishes no image. Left out: the post's `image_url`." }),
    media: postMediaSchema
      .optional()
      .meta({ description: "The images this platform publishes instead of the post's `media`, in order (`[]`: none); its `image_url` is the first one's. Left out: its `image_url`, or else the post's `media`." }),
    thread: threadSchema.optional().meta({ description: "This platform's own replies after its text (`[]`: none). Left out: the post's `thread`." }),
    first_comment: firstCommentSchema
      .nullable()
      .optional()
      .meta({ description: "This platform's own first comment; `null`: none. Left out: the post's `first_comment`." }),
  })
  .refine((version) => Object.values(version).some((value) => value !== undefined), {
    message: "a version needs content, image_url (null for no image) or both; leave the platform out to publish the post as it is",
  })
  .meta({ minProperties: 1, description: "This platform's own text, its own image choice, or both; `{}` is refused." });

/**
 * Per platform its own version (docs/api-decisions.md, "Per-platform versions"): keyed by platform
 * id, only for platforms of the post's `platforms` (lib/posts/validate-post.ts); a platform
 * without one publishes `content`. At most one per platform, so at most eight.
 */
const [withOwnText, withoutImage] = EXAMPLE_PLATFORMS;
export const postVersionsSchema = z.partialRecord(platformSchema, postVersionSchema).meta({
  description:
    `Per platform its own text and/or image, keyed by platform id: \`{ "${withOwnText}": { "content": "…", "image_url": "https://…" }, "${withoutImage}": { "image_url": null } }\`. Only for platforms in \`platforms\`. ` +
    "A platform without a version (or a version without that field) publishes `content` and `image_url`; each platform's limit is checked on the text it will publish, and its image rules on the image it will publish.",
  examples: [{ [withOwnText]: { content: "Spring menu is live 🌱", image_url: "https://cdn.example.com/spring-square.jpg" }, [withoutImage]: { image_url: null } }],
});

export const createPostSchema = z.strictObject({
  content: postTextSchema,
  platforms: platformListSchema,
  brand_id: uuidSchema.nullish(),
  image_url: httpUrlSchema.nullish(),
  versions: postVersionsSchema.nullish(),
  media: postMediaSchema.nullish(),
  thread: threadSchema.nullish(),
  first_comment: firstCommentSchema.nullish(),
});

/** PATCH /posts/{id}: a draft or failed post's fields; the same rules as creation. */
export const updatePostSchema = z
  .strictObject({
    content: createPostSchema.shape.content.optional(),
    platforms: platformListSchema.optional(),
    brand_id: uuidSchema.nullish(),
    image_url: httpUrlSchema.nullish(),
    versions: postVersionsSchema.nullish().meta({ description: "Replaces the whole versions object; `null` or `{}` clears it. Left out: kept." }),
    media: postMediaSchema
      .nullish()
      .meta({ description: "Replaces the whole list (`null` or `[]`: no image). `image_url` given alone replaces only the first image (null: no image at all). Left out with `image_url`: kept." }),
    thread: threadSchema.nullish().meta({ description: "Replaces the whole thread (`null` or `[]`: none). Left out: kept." }),
    first_comment: firstCommentSchema.nullish().meta({ description: "Replaces the first comment (`null`: none). Left out: kept." }),
  })
  .refine((body) => Object.keys(body).length > 0, "give at least one field to change");

/** The longest search text (GET /posts?q=). */
export const MAX_SEARCH_LENGTH = 200;

/** The cursor's own bound: far above the longest cursor this API issues (lib/posts/post-cursor.ts). */
export const CURSOR_MAX_LENGTH = 300;

// GET /posts (docs/spec.md; the cursor and the time range: docs/api-decisions.md, "Lists at any size").
// `page` has no schema default so that a page given beside a cursor can be refused; it means 1.
export const listPostsQuerySchema = z
  .object({
    page: paginationSchema.shape.page
      .unwrap()
      .optional()
      .meta({ default: 1, description: "The page of `limit` posts (OFFSET paging, as the specification defines it). Not with `cursor`." }),
    limit: paginationSchema.shape.limit,
    brand_id: uuidSchema.optional(),
    status: z.enum(POST_STATUSES).optional(),
    cursor: z
      .string()
      .min(1)
      .max(CURSOR_MAX_LENGTH)
      .optional()
      .meta({ description: "The `pagination.next_cursor` of the previous answer, with the same filters: the next posts after it, at the same cost however deep." }),
    from: dateTimeSchema
      .optional()
      .meta({ description: "Only posts placed at or after this time (`scheduled_at`; `published_at` for published posts; drafts have no place). With `from` or `to`, posts come earliest placed first." }),
    to: dateTimeSchema.optional().meta({ description: "Only posts placed before this time (exclusive)." }),
    q: text({ max: MAX_SEARCH_LENGTH, visible: true })
      .optional()
      .meta({
        description:
          "Only posts whose text (`content` or a version's) contains this, ignoring case. " +
          "Read from the filtered posts themselves, so its cost grows with them (docs/api-decisions.md, \"Deleting, duplicating, searching\").",
      }),
  })
  .superRefine((query, ctx) => {
    if (query.cursor !== undefined && query.page !== undefined) {
      ctx.addIssue({ code: "custom", path: ["cursor"], message: "give either cursor or page, not both" });
    }
    if (query.from !== undefined && query.to !== undefined && Date.parse(query.to) <= Date.parse(query.from)) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "must be after from" });
    }
  });

export const FOLLOW_UP_STATUSES = ["started", "succeeded", "failed"] as const;

/** One reply of a thread as it went out: `started` and no id is an outcome not known (never sent again). */
const threadPartOutcomeSchema = z
  .object({
    /** Its place in the thread: 2 for `thread[0]` (part 1 is the post itself). */
    part: z.number().int(),
    status: z.enum(FOLLOW_UP_STATUSES),
    id: z.string().nullable(),
    permalink: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: "ThreadPartOutcome" });

const firstCommentOutcomeSchema = z
  .object({ status: z.enum(FOLLOW_UP_STATUSES), id: z.string().nullable(), permalink: z.string().nullable(), error: z.string().nullable() })
  .meta({ id: "FirstCommentOutcome" });

export const deliverySchema = z
  .object({
    platform: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempts: z.number().int(),
    platform_post_id: z.string().nullable(),
    permalink: z.string().nullable(),
    error: z.string().nullable(),
    sandbox: z.boolean(),
    updated_at: z.string(),
    /** Additive: how far the thread got, one entry per reply sent or being sent; absent without one. */
    thread: z.array(threadPartOutcomeSchema).optional(),
    /** Additive: the first comment's own outcome (a failed one does not fail the delivery); absent without one. */
    first_comment: firstCommentOutcomeSchema.optional(),
  })
  .meta({ id: "Delivery" });

/** A stored version: only the fields it sets (a field left out follows the post's). */
const postVersionOutputSchema = z.object({
  content: z.string().optional().meta({ description: "This platform's own text; absent: it publishes `content`." }),
  image_url: z.string().nullable().optional().meta({ description: "This platform's own image; `null`: no image; absent: it publishes `image_url`." }),
  media: postMediaOutputSchema.optional().meta({ description: "This platform's own images in order (its `image_url` is the first); absent: its `image_url`, or else the post's `media`." }),
  thread: z.array(z.string()).optional().meta({ description: "This platform's own replies after its text (`[]`: none); absent: the post's `thread`." }),
  first_comment: z.string().nullable().optional().meta({ description: "This platform's own first comment (`null`: none); absent: the post's `first_comment`." }),
});
const postVersionsOutputSchema = z.partialRecord(platformSchema, postVersionOutputSchema);

export const postSchema = z
  .object({
    id: uuidSchema,
    content: z.string(),
    /** `{}` when no platform has its own version. */
    versions: postVersionsOutputSchema,
    platforms: z.array(z.string()),
    brand_id: uuidSchema.nullable(),
    image_url: z.string().nullable(),
    status: z.enum(POST_STATUSES),
    /**
     * Additive: the images in order, for a post given a list (`media`); `image_url` is the first
     * one's URL. Absent for a post saved with `image_url` alone, which answers exactly as before
     * (docs/api-decisions.md, "Several images per post").
     */
    media: postMediaOutputSchema.optional(),
    /** Additive: the replies after `content`; absent for a post without a thread (docs/api-decisions.md, "Threads and a first comment"). */
    thread: z.array(z.string()).optional(),
    /** Additive: the first comment; absent for a post without one. */
    first_comment: z.string().optional(),
    source: z.string(),
    scheduled_at: dateTimeSchema.nullable(),
    published_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: "Post" });

/** Additive: `approval` (docs/teams.md, "Approvals"), null for a post that never needed one. */
export const postWithDeliveriesSchema = postSchema.extend({ approval: approvalSchema.nullable(), deliveries: z.array(deliverySchema) }).meta({ id: "PostWithDeliveries" });
/** docs/spec.md's Pagination, and (additive) where the next page starts. */
export const postListPaginationSchema = paginationOutputSchema
  .extend({
    /** Where the next page starts (GET /posts?cursor=…); null on the last page. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: "Pagination" });
export const postListSchema = z.object({ posts: z.array(postSchema), pagination: postListPaginationSchema });

/** DELETE /posts/{id}: what became of the post. */
export const deletedPostSchema = z
  .object({
    id: uuidSchema,
    /** Its status when it was deleted. */
    status: z.enum(POST_STATUSES),
    /** False for a published post: it is only removed from the list; the platforms keep it. */
    deleted: z.boolean(),
    removed_from_list: z.literal(true),
  })
  .meta({ id: "DeletedPost" });

export const BULK_ACTIONS = ["schedule", "unschedule", "delete"] as const;
export const MAX_BULK_POSTS = 100;

/** POST /posts/bulk (docs/api-decisions.md, "Bulk actions"). */
export const bulkPostsSchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS),
    post_ids: uniqueList(uuidSchema).min(1, "at least one post id is required").max(MAX_BULK_POSTS, `at most ${MAX_BULK_POSTS} posts per request`),
    scheduled_at: schedulePostSchema.shape.scheduled_at.optional().meta({ description: "For `schedule` (required there, refused otherwise)." }),
  })
  .superRefine((body, ctx) => {
    if (body.action === "schedule" && body.scheduled_at === undefined) ctx.addIssue({ code: "custom", path: ["scheduled_at"], message: "is required for schedule" });
    if (body.action !== "schedule" && body.scheduled_at !== undefined) ctx.addIssue({ code: "custom", path: ["scheduled_at"], message: `is only for schedule, not ${body.action}` });
  });

export const bulkResultSchema = z
  .object({
    post_id: uuidSchema,
    ok: z.boolean(),
    /** On success: the post's status after the action; `deleted`, or `removed` for a published post taken off the list (the platforms keep it). */
    status: z.enum([...POST_STATUSES, "deleted", "removed"]).nullable(),
    scheduled_at: dateTimeSchema.nullable(),
    /** Additive, only for `schedule` of a post that has an approval: its state (`pending`: it waits for a person; docs/teams.md, "Approvals"). */
    approval_state: z.enum(APPROVAL_STATES).optional(),
    /** On failure: why, as the single-post endpoint would have answered. */
    error: z.object({ code: errorCodeSchema, message: z.string() }).nullable(),
  })
  .meta({ id: "BulkResult" });

export const bulkPostsResultSchema = z.object({ action: z.enum(BULK_ACTIONS), results: z.array(bulkResultSchema), succeeded: z.number().int(), failed: z.number().int() });

export type DeletedPost = z.infer<typeof deletedPostSchema>;
export type BulkPostsInput = z.infer<typeof bulkPostsSchema>;
export type BulkResult = z.infer<typeof bulkResultSchema>;
export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;
export type PostOutput = z.infer<typeof postSchema>;
export type PostWithDeliveriesOutput = z.infer<typeof postWithDeliveriesSchema>;

export type PostVersions = z.infer<typeof postVersionsOutputSchema>;
