import { z } from "@/lib/zod";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";

/** The most thresholds one brand may have (each fires post.metrics_threshold once per post). */
export const MAX_METRIC_THRESHOLDS = 10;
/** The highest threshold accepted: the largest count a reading may hold (docs/analytics.md). */
export const MAX_THRESHOLD = 100_000_000_000;

const thresholdSchema = z
  .object({
    metric: z.enum(METRIC_NAMES).meta({ description: "The normalised metric: a post's total of it (the latest reading of each of its platforms, summed) is compared." }),
    threshold: z.number().int().min(1).max(MAX_THRESHOLD).meta({ description: "A positive whole number, e.g. 1000 views." }),
  })
  .meta({ id: "MetricThreshold" });

export const metricThresholdsInputSchema = z.strictObject({
  thresholds: z
    .array(thresholdSchema)
    .max(MAX_METRIC_THRESHOLDS)
    .meta({ description: `Every threshold of the brand (replaces the ones it had), at most ${MAX_METRIC_THRESHOLDS}; the same metric and threshold twice counts once. [] removes them all.` }),
});
export type MetricThresholdsInput = z.infer<typeof metricThresholdsInputSchema>;

export const metricThresholdsSchema = z
  .object({
    brand_id: z.string(),
    thresholds: z.array(thresholdSchema).meta({ description: "By metric, then threshold." }),
  })
  .meta({ id: "MetricThresholds" });
export type MetricThresholds = z.infer<typeof metricThresholdsSchema>;
