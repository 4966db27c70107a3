import { z } from "@/lib/zod";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";
import { platformSchema, uuidSchema } from "@/lib/schemas/common";
import { DEFAULT_ANALYTICS_DAYS, MAX_ANALYTICS_DAYS } from "@/lib/schemas/analytics";

/** The most posts one top-posts request lists. */
export const MAX_TOP_POSTS = 50;
/** How many characters of a post's text its preview keeps. */
export const TOP_POST_PREVIEW_CHARS = 200;

/** What posts can be ranked by: each normalised metric, and `engagements` (likes + comments + shares + saves that are values). */
export const TOP_POST_METRICS = [...METRIC_NAMES, "engagements"] as const;
export type TopPostMetric = (typeof TOP_POST_METRICS)[number];

const daySchema = z.iso.date();

export const topPostsQuerySchema = z.object({
  brand_id: uuidSchema.meta({ description: "The brand whose published posts are ranked." }),
  metric: z.enum(TOP_POST_METRICS).default("engagements").meta({
    description: "What to rank by: a metric's sum over the post's platforms where it is a value, or `engagements` (likes + comments + shares + saves that are values). Default `engagements`.",
  }),
  platform: platformSchema.optional().meta({ description: "Only this platform's deliveries; all platforms when left out." }),
  from: daySchema.optional().meta({ description: `The first publishing day (YYYY-MM-DD, in the brand's time zone). Default: ${DEFAULT_ANALYTICS_DAYS - 1} days before \`to\`. At most ${MAX_ANALYTICS_DAYS} days from \`from\` to \`to\`.` }),
  to: daySchema.optional().meta({ description: "The last publishing day (included). Default: today in the brand's time zone." }),
  limit: z.coerce.number().int().min(1).max(MAX_TOP_POSTS).default(10).meta({ description: `How many posts, 1 to ${MAX_TOP_POSTS} (default 10).` }),
});
export type TopPostsQuery = z.infer<typeof topPostsQuerySchema>;

const topPostDeliverySchema = z
  .object({
    platform: platformSchema,
    permalink: z.string().nullable().meta({ description: "The post's address on the platform, when the platform gave one." }),
    value: z.number().int().min(0).nullable().meta({ description: "This platform's value of the metric; null when it is not a value here (not offered or not returned)." }),
    as_of: z.string().meta({ description: "When this platform's latest reading was taken." }),
  })
  .meta({ id: "TopPostDelivery" });

export const topPostSchema = z
  .object({
    post_id: z.string(),
    rank: z.number().int().min(1),
    value: z.number().int().min(0).meta({ description: "The metric summed over the platforms where it is a value." }),
    as_of: z.string().meta({ description: "The newest reading the value includes." }),
    preview: z.object({
      text: z.string().meta({ description: `The start of the post's text (at most ${TOP_POST_PREVIEW_CHARS} characters).` }),
      truncated: z.boolean(),
      image_url: z.string().nullable().meta({ description: "The post's first image, if it has one." }),
      platforms: z.array(platformSchema).meta({ description: "The platforms the post was written for (`deliveries` lists those counted in the value)." }),
      published_at: z.string().nullable(),
    }),
    deliveries: z.array(topPostDeliverySchema),
  })
  .meta({ id: "TopPost" });

export const topPostsSchema = z
  .object({
    brand_id: z.string(),
    metric: z.enum(TOP_POST_METRICS),
    platform: platformSchema.nullable(),
    from: z.string(),
    to: z.string(),
    time_zone: z.string().meta({ description: "The brand's time zone the publishing days are in: its queue's, else UTC." }),
    posts: z.array(topPostSchema).meta({ description: "Best first (ties: newer publishing day first). Only posts where the metric is a value on at least one platform: a post without it is not ranked as 0." }),
  })
  .meta({ id: "TopPosts" });
export type TopPosts = z.infer<typeof topPostsSchema>;
