import { z } from "@/lib/zod";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";
import { platformSchema } from "@/lib/schemas/common";

/** One metric of a snapshot with its provenance (docs/analytics.md): a missing value is never 0. */
export const metricValueSchema = z
  .object({
    state: z.enum(["value", "not_offered", "not_returned"]).meta({
      description: "`value`: the platform returned `value`. `not_offered`: the platform has no such metric (Bluesky has no views). `not_returned`: it offers it but did not return it in this reading (or the reading failed).",
    }),
    value: z.number().int().min(0).nullable().meta({ description: "The count, set exactly when `state` is `value`." }),
  })
  .meta({ id: "MetricValue" });

/** The reading's engagement rate (docs/analytics.md, "Engagement rate"), or why it has none. */
export const engagementRateSchema = z
  .object({
    value: z.number().min(0).nullable().meta({ description: "(likes + comments + shares + saves, those that are values) / the base; null when there is no rate, never 0 for a missing count." }),
    basis: z.enum(["views", "reach"]).nullable().meta({ description: "The base: views where views is a value, else reach." }),
    reason: z
      .enum(["reading_failed", "no_views_or_reach", "zero_views", "zero_reach", "no_engagement_counts"])
      .nullable()
      .meta({ description: "Why `value` is null: the reading failed, neither views nor reach is a value, the base is 0, or no engagement count is a value. Null when there is a rate." }),
  })
  .meta({ id: "EngagementRate" });

export const metricSnapshotSchema = z
  .object({
    taken_at: z.string().meta({ description: "When the platform was asked." }),
    source_endpoint: z.string().meta({ description: "The platform's request the values came from, without host or token (docs/platforms.md, \"Metrics\")." }),
    error: z.string().nullable().meta({ description: "Why this reading has no values (a malformed or refused answer, a post the platform no longer has); null when it has them." }),
    metrics: z.object(Object.fromEntries(METRIC_NAMES.map((name) => [name, metricValueSchema])) as Record<(typeof METRIC_NAMES)[number], typeof metricValueSchema>),
    extras: z.record(z.string(), z.number()).meta({ description: "What the platform reports beyond the normalised metrics, by its own names (X's `quote_count`, Bluesky's `quoteCount`)." }),
    engagement_rate: engagementRateSchema,
  })
  .meta({ id: "MetricSnapshot" });

export const platformMetricsSchema = z
  .object({
    platform: platformSchema,
    delivery_id: z.string(),
    published_at: z.string(),
    metrics_supported: z.boolean().meta({ description: "Whether Brandcast reads this platform's metrics yet; false: its snapshots wait until it does." }),
    next_snapshot_at: z.string().nullable().meta({ description: "When the next snapshot is due (about 1 h, 6 h, 24 h, 72 h, 7 d and 30 d after publishing); null once the last was taken." }),
    snapshots: z.array(metricSnapshotSchema).meta({ description: "Oldest first; empty while the first is still to come." }),
  })
  .meta({ id: "PlatformMetrics" });

export const postMetricsSchema = z
  .object({
    post_id: z.string(),
    platforms: z.array(platformMetricsSchema).meta({ description: "One series per live delivery that was published; a draft, a sandbox post or a post still to go out has none." }),
  })
  .meta({ id: "PostMetrics" });

export type PostMetricsOutput = z.infer<typeof postMetricsSchema>;
