import { approvalEndpoints } from "@/lib/api/endpoints/approvals";
import { route } from "@/lib/api/route";
import { decideApproval } from "@/lib/approvals/decide-approval";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(approvalEndpoints.decide, async ({ caller, params, body }) => ({ approval: await decideApproval(caller, params.id, body) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
