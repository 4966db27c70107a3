import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { approvalDecisionSchema, approvalListSchema, approvalSchema, listApprovalsQuerySchema } from "@/lib/schemas/approval";
import { postSchema } from "@/lib/schemas/post";

const oneApproval = z.object({ approval: approvalSchema });

// Approvals (docs/teams.md, "Approvals"; docs/api-decisions.md, "Approvals").
export const approvalEndpoints = {
  request: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/{id}/approval",
    operationId: "requestApproval",
    summary: "Submit a post for approval",
    description:
      "Submits the post as it is now for a person's approval (how a contributor hands in a draft). From then on it is published only while approved, " +
      "and only exactly as approved: any later change (text, image, account, platforms, time) puts it back to `pending`. Asking again for what is already pending or approved changes nothing.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    data: oneApproval,
    status: 200,
    errors: ["brand_forbidden", "not_found", "post_not_editable"],
  }),
  decide: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/{id}/approval/decision",
    operationId: "decideApproval",
    summary: "Approve a post or request changes",
    description:
      "Only a person decides: a signed-in owner, admin or editor. An API key never approves (403 session_required), whatever its scopes. " +
      "Send the `approval.content_hash` you reviewed: if the post changed since, or someone decided first, the answer is 409 approval_conflict and nothing is recorded.",
    auth: { kind: "session" },
    params: idParams,
    body: approvalDecisionSchema,
    data: oneApproval,
    status: 200,
    errors: ["insufficient_scope", "brand_forbidden", "not_found", "approval_conflict"],
  }),
  withdraw: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/{id}/approval/withdraw",
    operationId: "withdrawApproval",
    summary: "Withdraw a pending approval request",
    description:
      "Whoever asked for the approval, or an owner, admin or editor, takes a pending request back before anyone decided. The approval's state becomes `withdrawn` " +
      "(`decided_by` names who withdrew it) and the post is a draft again: a scheduled post is unscheduled, its publishing run cancelled. Edit it freely; submit it again to ask anew. " +
      "A post whose approval is not pending is 409 approval_not_pending; another member's request withdrawn by a contributor or viewer is 403 insufficient_scope.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    data: oneApproval,
    status: 200,
    errors: ["insufficient_scope", "brand_forbidden", "not_found", "approval_not_pending", "post_not_schedulable"],
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/approvals",
    operationId: "listApprovals",
    summary: "List posts by approval state (pending by default)",
    description: "Oldest request first; `next_cursor` (null on the last page) passed back as `cursor` gives the next page. Only posts of brands the caller may reach.",
    auth: { kind: "scope", scope: "read" },
    query: listApprovalsQuerySchema,
    data: approvalListSchema(postSchema),
    status: 200,
    errors: [],
  }),
};
