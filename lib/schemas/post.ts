import { z } from "@/lib/zod";
import { maxTextLength } from "@/lib/platforms/counting/max-text-length";
import { ALL_PLATFORM_RULES } from "@/lib/platforms/registry";
import { dateTimeSchema, httpUrlSchema, paginationOutputSchema, paginationSchema, platformListSchema, toIso, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";

export const POST_STATUSES = ["draft", "scheduled", "published", "failed"] as const;
export const POST_SOURCES = ["api", "dashboard"] as const;

/**
 * No post is longer than the longest text any platform could take (facebook's, 126,412 units):
 * checked before anything reads the content. The selected platforms' own, smaller bounds are
 * checked next, before any counting (lib/posts/validate-post.ts).
 */
export const MAX_POST_CONTENT_LENGTH = Math.max(...ALL_PLATFORM_RULES.map(maxTextLength));

export const createPostSchema = z.strictObject({
  content: text({ max: MAX_POST_CONTENT_LENGTH, visible: true }),
  platforms: platformListSchema,
  brand_id: uuidSchema.nullish(),
  image_url: httpUrlSchema.nullish(),
});

/** PATCH /posts/{id}: a draft or failed post's fields; the same rules as creation. */
export const updatePostSchema = z
  .strictObject({
    content: createPostSchema.shape.content.optional(),
    platforms: platformListSchema.optional(),
    brand_id: uuidSchema.nullish(),
    image_url: httpUrlSchema.nullish(),
  })
  .refine((body) => Object.keys(body).length > 0, "give at least one field to change");

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
  })
  .superRefine((query, ctx) => {
    if (query.cursor !== undefined && query.page !== undefined) {
      ctx.addIssue({ code: "custom", path: ["cursor"], message: "give either cursor or page, not both" });
    }
    if (query.from !== undefined && query.to !== undefined && Date.parse(query.to) <= Date.parse(query.from)) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "must be after from" });
    }
  });

export const deliverySchema = z.object({
  platform: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  platform_post_id: z.string().nullable(),
  permalink: z.string().nullable(),
  error: z.string().nullable(),
  sandbox: z.boolean(),
  updated_at: z.string(),
});

export const postSchema = z.object({
  id: uuidSchema,
  content: z.string(),
  platforms: z.array(z.string()),
  brand_id: uuidSchema.nullable(),
  image_url: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  source: z.string(),
  scheduled_at: dateTimeSchema.nullable(),
  published_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});

export const postWithDeliveriesSchema = postSchema.extend({ deliveries: z.array(deliverySchema) });
export const postListPaginationSchema = paginationOutputSchema.extend({
  /** Where the next page starts (GET /posts?cursor=…); null on the last page. */
  next_cursor: z.string().nullable(),
});
export const postListSchema = z.object({ posts: z.array(postSchema), pagination: postListPaginationSchema });

export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;
export type PostOutput = z.infer<typeof postSchema>;

type PostRow = {
  id: string;
  content: string;
  platforms: string[];
  brandId: string | null;
  imageUrl: string | null;
  status: (typeof POST_STATUSES)[number];
  source: string;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
};

export function toPostOutput(post: PostRow): PostOutput {
  return {
    id: post.id,
    content: post.content,
    platforms: post.platforms,
    brand_id: post.brandId,
    image_url: post.imageUrl,
    status: post.status,
    source: post.source,
    scheduled_at: toIso(post.scheduledAt),
    published_at: toIso(post.publishedAt),
    created_at: post.createdAt.toISOString(),
  };
}

type DeliveryRow = {
  platform: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  platformPostId: string | null;
  permalink: string | null;
  error: string | null;
  sandbox: boolean;
  updatedAt: Date;
};

export function toPostWithDeliveriesOutput(post: PostRow & { deliveries: DeliveryRow[] }) {
  return {
    ...toPostOutput(post),
    deliveries: post.deliveries.map((delivery) => ({
      platform: delivery.platform,
      status: delivery.status,
      attempts: delivery.attempts,
      platform_post_id: delivery.platformPostId,
      permalink: delivery.permalink,
      error: delivery.error,
      sandbox: delivery.sandbox,
      updated_at: delivery.updatedAt.toISOString(),
    })),
  };
}
