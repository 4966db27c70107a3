import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { uuidSchema } from "@/lib/schemas/common";
import { approvalSchema } from "@/lib/schemas/approval";
import { createdReviewLinkSchema, createReviewLinkSchema, reviewDecisionSchema, reviewLinkSchema } from "@/lib/schemas/review-link";

// A client's review link (docs/teams.md, "Approvals").
export const reviewLinkEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/v1/posts/{id}/review-links",
    operationId: "createReviewLink",
    summary: "Share a post for review by someone without an account",
    description:
      "A signed-in owner, admin or editor makes a link (`/review/<token>`; the token is shown once and stored only as a hash) where a reviewer sees the post's previews and approves it or asks for changes under a name they type. " +
      "The post is submitted for approval as it is now. The link expires (1 to 30 days) and can be revoked; then it answers 404.",
    auth: { kind: "session" },
    params: idParams,
    body: createReviewLinkSchema,
    data: createdReviewLinkSchema,
    status: 201,
    errors: ["insufficient_scope", "brand_forbidden", "not_found", "post_not_editable"],
    oneTimeSecret: "token",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/posts/{id}/review-links",
    operationId: "listReviewLinks",
    summary: "List a post's review links",
    description: "Newest first (at most 100), live, expired and revoked alike; never their tokens, which were shown once. For signed-in owners, admins and editors, who may make them.",
    auth: { kind: "session" },
    params: idParams,
    data: z.object({ review_links: z.array(reviewLinkSchema) }),
    status: 200,
    errors: ["insufficient_scope", "brand_forbidden", "not_found"],
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/api/v1/posts/{id}/review-links/{link_id}",
    operationId: "revokeReviewLink",
    summary: "Revoke a review link",
    auth: { kind: "session" },
    params: idParams.extend({ link_id: uuidSchema }),
    data: z.object({ review_link: reviewLinkSchema }),
    status: 200,
    errors: ["insufficient_scope", "not_found"],
  }),
};

/** The reviewer's decision, outside /api/v1 (the public review page posts it; no account, no key). */
export const reviewDecisionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/review/{token}",
  summary: "Decide on a post through its review link",
  auth: { kind: "anonymous" },
  params: z.object({ token: z.string().min(1).max(100) }),
  body: reviewDecisionSchema,
  data: z.object({ approval: approvalSchema }),
  status: 200,
  errors: ["not_found", "approval_conflict", "rate_limited"],
});
