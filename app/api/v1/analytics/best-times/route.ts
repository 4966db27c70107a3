import { analyticsEndpoints } from "@/lib/api/endpoints/analytics";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { readBestTimes } from "@/lib/analytics/read-best-times";

export const GET = route(analyticsEndpoints.bestTimes, async ({ caller, query }) => ({ best_times: await readBestTimes(caller, query) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
