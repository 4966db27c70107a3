import { approvalEndpoints } from "@/lib/api/endpoints/approvals";
import { route } from "@/lib/api/route";
import { requestApproval } from "@/lib/approvals/request-approval";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(approvalEndpoints.request, async ({ caller, params }) => ({ approval: await requestApproval(caller, params.id, null) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
