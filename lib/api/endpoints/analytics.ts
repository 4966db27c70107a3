import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { analyticsCsv } from "@/lib/analytics/analytics-csv";
import { analyticsQuerySchema, analyticsReportSchema, MAX_ANALYTICS_DAYS } from "@/lib/schemas/analytics";
import { MAX_TOP_POSTS, topPostsQuerySchema, topPostsSchema } from "@/lib/schemas/top-posts";
import { BEST_TIMES_HISTORY_DAYS, BEST_TIMES_MIN_POSTS, BEST_TIMES_MIN_SLOT_POSTS, bestTimesQuerySchema, bestTimesSchema } from "@/lib/schemas/best-times";

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
  bestTimes: defineEndpoint({
    method: "GET",
    path: "/api/v1/analytics/best-times",
    operationId: "getBestTimes",
    summary: "When to post: weekday × hour slots from the brand's own history, or general defaults",
    description:
      `The slots (weekday and hour in the brand's time zone) where the brand's published posts of the last ${BEST_TIMES_HISTORY_DAYS} days had the best engagement rate, ` +
      `each with its evidence (rated posts, engagements, rate), among slots with at least ${BEST_TIMES_MIN_SLOT_POSTS} rated posts. ` +
      `With fewer than ${BEST_TIMES_MIN_POSTS} rated posts (or too few slots with enough), Brandcast's general defaults instead: \`source\` says which, \`reason\` why. ` +
      "Read from the hour rollups, so its cost does not grow with the number of posts (docs/analytics.md, \"Best times\").",
    auth: { kind: "scope", scope: "read" },
    query: bestTimesQuerySchema,
    data: z.object({ best_times: bestTimesSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),  topPosts: defineEndpoint({
    method: "GET",
    path: "/api/v1/analytics/top-posts",
    operationId: "getTopPosts",
    summary: "A brand's published posts ranked by a metric, with previews",
    description:
      `Up to ${MAX_TOP_POSTS} of the brand's posts published in a range of days (in the brand's time zone; at most ${MAX_ANALYTICS_DAYS}), best first by a metric summed over their platforms, ` +
      "each delivery with its latest reading. Only posts where the metric is a value on at least one platform are ranked (never a missing value as 0). " +
      "Each post has a preview (text start, first image, platforms, publishing time), its permalinks and each platform's value with its \"as of\" time. " +
      "Read from the per-delivery totals of the brand and range through an index (docs/analytics.md, \"Top posts\").",
    auth: { kind: "scope", scope: "read" },
    query: topPostsQuerySchema,
    data: z.object({ top_posts: topPostsSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
};
