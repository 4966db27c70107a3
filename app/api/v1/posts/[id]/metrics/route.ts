import { postEndpoints } from "@/lib/api/endpoints/posts";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { readPostMetrics } from "@/lib/metrics/read-post-metrics";

export const GET = route(postEndpoints.metrics, async ({ caller, params }) => ({ metrics: await readPostMetrics(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
