import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { analyticsCsv } from "@/lib/analytics/analytics-csv";
import { analyticsQuerySchema, analyticsReportSchema, MAX_ANALYTICS_DAYS } from "@/lib/schemas/analytics";

export const analyticsEndpoints = {
  report: defineEndpoint({
    method: "GET",
    path: "/api/v1/analytics",
    operationId: "getAnalytics",
    summary: "A brand's post metrics per day, platform, or weekday and hour of publishing",
    description:
      "Sums of the latest reading of each published delivery (each counts once, however many snapshots it has), on the day and hour it was published in the brand's time zone, " +
      "with each metric's number of deliveries and the engagement rate ((likes + comments + shares + saves) / views, or / reach where views is not a value). " +
      `Read from rollups kept as snapshots arrive, so its cost does not grow with the number of posts. At most ${MAX_ANALYTICS_DAYS} days per request. ` +
      "`format=csv` answers text/csv (docs/analytics.md).",
    auth: { kind: "scope", scope: "read" },
    query: analyticsQuerySchema,
    data: z.object({ analytics: analyticsReportSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
    csv: { filename: "analytics.csv", render: (data: { analytics: Parameters<typeof analyticsCsv>[0] }) => analyticsCsv(data.analytics) },
  }),
};
