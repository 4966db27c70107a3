import { approvalEndpoints } from "@/lib/api/endpoints/approvals";
import { route } from "@/lib/api/route";
import { withdrawApproval } from "@/lib/approvals/withdraw-approval";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(approvalEndpoints.withdraw, async ({ caller, params }) => ({ approval: await withdrawApproval(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
