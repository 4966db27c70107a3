import { csvLine } from "@/lib/api/csv-answer";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";
import type { AnalyticsReport } from "@/lib/schemas/analytics";

const KEY_COLUMNS = { day: ["day"], platform: ["platform"], weekday_hour: ["weekday", "hour"] } as const;

/**
 * GET /api/v1/analytics?format=csv: a header row, then one row per group: its key columns, the
 * deliveries, each metric's total and how many deliveries it sums, the engagement rate and its
 * deliveries. A value that is null (no value in any delivery) is an empty cell, never 0.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const keys = KEY_COLUMNS[report.group_by];
  const header = [...keys, "deliveries", ...METRIC_NAMES.flatMap((name) => [name, `${name}_deliveries`]), "engagement_rate", "engagement_rate_deliveries"];
  const rows = report.groups.map((group) => [
    ...keys.map((key) => group[key]),
    group.deliveries,
    ...METRIC_NAMES.flatMap((name) => [group.metrics[name].total, group.metrics[name].deliveries]),
    group.engagement_rate.value,
    group.engagement_rate.deliveries,
  ]);
  return [header, ...rows].map(csvLine).join("\r\n") + "\r\n";
}
