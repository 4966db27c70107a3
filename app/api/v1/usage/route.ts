import { usageEndpoints } from "@/lib/api/endpoints/usage";
import { route } from "@/lib/api/route";
import { usageReport } from "@/lib/usage/usage-report";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(usageEndpoints.report, async ({ caller, query }) => usageReport(caller, query.days));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
