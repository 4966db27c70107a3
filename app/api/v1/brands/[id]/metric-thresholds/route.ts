import { metricThresholdEndpoints } from "@/lib/api/endpoints/metric-thresholds";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { getMetricThresholds, setMetricThresholds } from "@/lib/analytics/metric-threshold-settings";

export const GET = route(metricThresholdEndpoints.get, async ({ caller, params }) => ({ metric_thresholds: await getMetricThresholds(caller, params.id) }));

export const PUT = route(metricThresholdEndpoints.put, async ({ caller, params, body }) => ({ metric_thresholds: await setMetricThresholds(caller, params.id, body) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods("GET", "PUT");
