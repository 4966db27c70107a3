import { z } from "zod";
import { dateTimeSchema, httpUrlSchema, paginationOutputSchema, paginationSchema, platformListSchema, toIso, uuidSchema } from "@/lib/schemas/common";

export const POST_STATUSES = ["draft", "scheduled", "published", "failed"] as const;
export const POST_SOURCES = ["api", "dashboard"] as const;

export const createPostSchema = z.strictObject({
  content: z.string().refine((text) => text.trim().length > 0, "must not be empty"),
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

export const listPostsQuerySchema = paginationSchema.extend({
  brand_id: uuidSchema.optional(),
  status: z.enum(POST_STATUSES).optional(),
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
export const postListSchema = z.object({ posts: z.array(postSchema), pagination: paginationOutputSchema });

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
