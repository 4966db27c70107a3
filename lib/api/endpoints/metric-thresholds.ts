import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { MAX_METRIC_THRESHOLDS, metricThresholdsInputSchema, metricThresholdsSchema } from "@/lib/schemas/metric-thresholds";

export const metricThresholdEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/brands/{id}/metric-thresholds",
    operationId: "getMetricThresholds",
    summary: "Get a brand's metric thresholds (post.metrics_threshold)",
    description: "The counts that send the webhook `post.metrics_threshold` once per post, when a post's total of the metric reaches one (docs/analytics.md, \"Webhooks\").",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: z.object({ metric_thresholds: metricThresholdsSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  put: defineEndpoint({
    method: "PUT",
    path: "/api/v1/brands/{id}/metric-thresholds",
    operationId: "setMetricThresholds",
    summary: "Set a brand's metric thresholds",
    description: `Replaces every threshold of the brand (at most ${MAX_METRIC_THRESHOLDS}; a known metric and a positive whole number each). Posts that already reached a threshold do not fire it again.`,
    auth: { kind: "scope", scope: "write" },
    params: idParams,
    body: metricThresholdsInputSchema,
    data: z.object({ metric_thresholds: metricThresholdsSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
};
