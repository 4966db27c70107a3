import { withApi } from "@/lib/api/with-api";
import { usageQuerySchema } from "@/lib/schemas/usage";
import { usageReport } from "@/lib/usage/usage-report";

export const GET = withApi(async ({ caller, query }) => usageReport(caller, query.days), { scope: "read", query: usageQuerySchema });
