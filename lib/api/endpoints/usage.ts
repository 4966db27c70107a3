import { defineEndpoint } from "@/lib/api/endpoint";
import { usageQuerySchema, usageReportSchema } from "@/lib/schemas/usage";

export const usageEndpoints = {
  report: defineEndpoint({
    method: "GET",
    path: "/api/v1/usage",
    operationId: "getUsage",
    summary: "Requests and generations per key per UTC day",
    auth: { kind: "scope", scope: "read" },
    query: usageQuerySchema,
    data: usageReportSchema,
    status: 200,
    errors: [],
  }),
};
