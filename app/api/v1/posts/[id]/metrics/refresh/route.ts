import { postEndpoints } from "@/lib/api/endpoints/posts";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { refreshPostMetricsNow } from "@/lib/metrics/refresh-post-metrics-now";

export const POST = route(postEndpoints.refreshMetrics, async ({ caller, params }) => ({ refresh: await refreshPostMetricsNow(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
