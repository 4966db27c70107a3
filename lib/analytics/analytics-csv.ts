import { csvLine } from "@/lib/api/csv-answer";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";
import type { AnalyticsReport } from "@/lib/schemas/analytics";

const KEY_COLUMNS = { day: ["day"], platform: ["platform"], weekday_hour: ["weekday", "hour"], theme: ["theme", "platform"], consistency_band: ["consistency_band", "platform"] } as const;
const VOICE_GROUPINGS: readonly string[] = ["theme", "consistency_band"];

/**
 * GET /api/v1/analytics?format=csv: a header row, then one row per group: its key columns, the
 * deliveries, each metric's total and how many deliveries it sums, the engagement rate and its
 * deliveries. A value that is null (no value in any delivery) is an empty cell, never 0.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const keys = KEY_COLUMNS[report.group_by];
  // Theme and band groups end with whether they have enough posts (docs/analytics.md, "Voice against performance").
  const sample = VOICE_GROUPINGS.includes(report.group_by);
  const header = [...keys, "deliveries", ...METRIC_NAMES.flatMap((name) => [name, `${name}_deliveries`]), "engagement_rate", "engagement_rate_deliveries", ...(sample ? ["enough_posts"] : [])];
  const rows = report.groups.map((group) => [
    ...keys.map((key) => group[key]),
    group.deliveries,
    ...METRIC_NAMES.flatMap((name) => [group.metrics[name].total, group.metrics[name].deliveries]),
    group.engagement_rate.value,
    group.engagement_rate.deliveries,
    ...(sample ? [group.sample?.enough ? "true" : "false"] : []),
  ]);
  return [header, ...rows].map(csvLine).join("\r\n") + "\r\n";
}
