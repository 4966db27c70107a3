import { z } from "@/lib/zod";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";
import { platformSchema, uuidSchema } from "@/lib/schemas/common";
import { CONSISTENCY_BANDS, CONSISTENCY_HIGH_FROM, CONSISTENCY_MEDIUM_FROM, VOICE_MIN_POSTS } from "@/lib/analytics/consistency-bands";

/** The longest range one analytics request may cover, in days, both ends included (docs/analytics.md). */
export const MAX_ANALYTICS_DAYS = 366;
/** The range when neither `from` nor `to` is given: the last 30 days in the brand's time zone. */
export const DEFAULT_ANALYTICS_DAYS = 30;

export const ANALYTICS_GROUPINGS = ["day", "platform", "weekday_hour", "theme", "consistency_band"] as const;
export type AnalyticsGrouping = (typeof ANALYTICS_GROUPINGS)[number];

const daySchema = z.iso.date().meta({ id: "Day" });

export const analyticsQuerySchema = z.object({
  brand_id: uuidSchema.meta({ description: "The brand whose published posts are counted." }),
  platform: platformSchema.optional().meta({ description: "Only this platform's deliveries; all platforms when left out." }),
  from: daySchema.optional().meta({
    description: `The first publishing day counted (YYYY-MM-DD, in the brand's time zone). Default: ${DEFAULT_ANALYTICS_DAYS - 1} days before \`to\`. At most ${MAX_ANALYTICS_DAYS} days from \`from\` to \`to\`.`,
  }),
  to: daySchema.optional().meta({ description: "The last publishing day counted (included). Default: today in the brand's time zone, or `from` + 29 days when only `from` is given." }),
  group_by: z
    .enum(ANALYTICS_GROUPINGS)
    .default("day")
    .meta({
      description:
        "`day`: one group per publishing day; `platform`: one per platform; `weekday_hour`: one per weekday (0 = Sunday) and hour of publishing, in the brand's time zone; " +
        "`theme`: one per content theme of the brand's voice profile (the one the post matched best when it was written; null: none) and platform; " +
        `\`consistency_band\`: one per brand-consistency band (low below ${CONSISTENCY_MEDIUM_FROM}, medium below ${CONSISTENCY_HIGH_FROM}, high from ${CONSISTENCY_HIGH_FROM}, unscored) and platform. ` +
        `Theme and band groups carry \`sample\`: fewer than ${VOICE_MIN_POSTS} posts with an engagement rate is "not enough posts yet".`,
    }),
  format: z.enum(["json", "csv"]).default("json").meta({ description: "`csv`: the groups as text/csv, a header row first (an error stays JSON)." }),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const metricTotalSchema = z
  .object({
    total: z.number().int().min(0).nullable().meta({ description: "The sum over the deliveries where this metric is a value; null when it is one in none of them (never 0 for missing)." }),
    deliveries: z.number().int().min(0).meta({ description: "How many deliveries the total is the sum of." }),
  })
  .meta({ id: "MetricTotal" });

const groupRateSchema = z
  .object({
    value: z.number().min(0).nullable().meta({ description: "Engagements / base summed over the deliveries that have a rate (weighted by their views or reach); null when none has one." }),
    deliveries: z.number().int().min(0).meta({ description: "How many deliveries have a rate." }),
  })
  .meta({ id: "GroupEngagementRate" });

const sampleSchema = z
  .object({
    posts: z.number().int().min(0).meta({ description: "Posts (deliveries) in the group with an engagement rate: the figure's evidence." }),
    min_posts: z.number().int().meta({ description: `The documented minimum, ${VOICE_MIN_POSTS}.` }),
    enough: z.boolean().meta({ description: "false: not enough posts yet; the rate is shown but says little." }),
  })
  .meta({ id: "AnalyticsSample" });

const groupFields = {
  deliveries: z.number().int().min(0).meta({ description: "Published deliveries with at least one reading with values; each counts once, with its latest reading." }),
  metrics: z.object(Object.fromEntries(METRIC_NAMES.map((name) => [name, metricTotalSchema])) as Record<(typeof METRIC_NAMES)[number], typeof metricTotalSchema>),
  engagement_rate: groupRateSchema,
};

export const analyticsGroupSchema = z
  .object({
    day: z.string().nullable().meta({ description: "The publishing day (group_by day), else null." }),
    platform: platformSchema.nullable().meta({ description: "The platform (group_by platform), else null." }),
    weekday: z.number().int().min(0).max(6).nullable().meta({ description: "0 = Sunday … 6 = Saturday (group_by weekday_hour), else null." }),
    hour: z.number().int().min(0).max(23).nullable().meta({ description: "The hour of publishing, 0–23 (group_by weekday_hour), else null." }),
    theme: z.string().nullable().meta({ description: "The content theme (group_by theme; null also for the posts that matched no theme), else null." }),
    consistency_band: z.enum(CONSISTENCY_BANDS).nullable().meta({ description: "The brand-consistency band (group_by consistency_band), else null." }),
    sample: sampleSchema.nullable().meta({ description: "Whether the group has enough posts to compare (group_by theme and consistency_band), else null." }),
    ...groupFields,
  })
  .meta({ id: "AnalyticsGroup" });

export const analyticsReportSchema = z
  .object({
    brand_id: z.string(),
    platform: platformSchema.nullable().meta({ description: "The platform filter; null: all platforms." }),
    from: z.string(),
    to: z.string(),
    time_zone: z.string().meta({ description: "The brand's time zone the days and hours are in: its queue's, else UTC." }),
    group_by: z.enum(ANALYTICS_GROUPINGS),
    totals: z.object(groupFields).meta({ description: "All groups together." }),
    groups: z.array(analyticsGroupSchema).meta({ description: "Only groups with deliveries, in order of day, platform, or weekday and hour." }),
  })
  .meta({ id: "AnalyticsReport" });
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type AnalyticsGroup = z.infer<typeof analyticsGroupSchema>;
