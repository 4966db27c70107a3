import { approvalEndpoints } from "@/lib/api/endpoints/approvals";
import { route } from "@/lib/api/route";
import { listApprovals } from "@/lib/posts/list-approvals";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(approvalEndpoints.list, async ({ caller, query }) => listApprovals(caller, query));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
