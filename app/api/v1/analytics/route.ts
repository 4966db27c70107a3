import { analyticsEndpoints } from "@/lib/api/endpoints/analytics";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { readAnalytics } from "@/lib/analytics/read-analytics";

export const GET = route(analyticsEndpoints.report, async ({ caller, query }) => ({ analytics: await readAnalytics(caller, query) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
