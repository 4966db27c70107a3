import { randomBytes } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import { actorOf } from "@/lib/approvals/actor";
import { announceApprovalEvents } from "@/lib/approvals/approval-events";
import { lockPost, readApproval, snapshotOf, stillStands, toApprovalOutput, txQuery, writeDecision, writeRequest } from "@/lib/approvals/approval-store";
import { isApprover } from "@/lib/approvals/approvers";
import { approvalEvent } from "@/lib/approvals/gate-scheduling";
import { hashReviewToken, reviewerRecordName } from "@/lib/approvals/review-token";
import { approvalHash } from "@/lib/publishing/approval-hash";
import type { ApprovalOutput } from "@/lib/schemas/approval";
import type { CreateReviewLinkInput, ReviewDecisionInput, ReviewLinkOutput } from "@/lib/schemas/review-link";

// A client's review link (docs/teams.md, "Approvals"): a random token shown once, kept only as
// its SHA-256; it works until it expires or is revoked, and then answers 404 like any unknown
// token. Each link may be used (viewed or decided on) REVIEW_LINK_PER_MINUTE times a minute.

export const REVIEW_LINK_PER_MINUTE = 30;
const DAY_MS = 86_400_000;


type LinkRow = { id: string; post_id: string; workspace_id: string; expires_at: Date; revoked_at: Date | null; created_at: Date };

const toOutput = (row: LinkRow): ReviewLinkOutput => ({
  id: row.id,
  post_id: row.post_id,
  expires_at: new Date(row.expires_at).toISOString(),
  revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  created_at: new Date(row.created_at).toISOString(),
});

function assertApprover(caller: Caller) {
  if (!isApprover(caller)) throw new ApiError("insufficient_scope", `Your role in this workspace (${caller.role}) cannot share posts for review; owners, admins and editors can.`);
}

/**
 * POST /posts/{id}/review-links: a new link for a client. The post is submitted for approval
 * as it is now, unless it already waits for exactly this or is approved as it is.
 */
export async function createReviewLink(caller: Caller, postId: string, input: CreateReviewLinkInput) {
  assertApprover(caller);
  const token = `rv_${randomBytes(24).toString("base64url")}`;
  const { link, events } = await db().$transaction(async (tx) => {
    const post = await lockPost(tx, caller.workspaceId, postId);
    if (!post) throw notFound("Post");
    if (caller.brandIds) assertBrandReachable(caller, post.brand_id ?? "");
    if (post.status === "published") throw new ApiError("post_not_editable", "This post is already published; nothing is left to review.", {}, [{ field: "id" }]);
    const hash = await approvalHash(snapshotOf(post), txQuery(tx));
    const current = await readApproval(tx, postId);
    const events = [];
    if (!current || !stillStands(current) || current.content_hash !== hash) {
      const actor = await actorOf(tx, caller);
      const row = await writeRequest(tx, post, hash, actor, "Shared for review through a review link.");
      events.push(approvalEvent("approval_requested", post, row, actor));
    }
    const [link] = await tx.$queryRawUnsafe<LinkRow[]>(
      `INSERT INTO review_links (post_id, workspace_id, token_hash, created_by_user_id, expires_at)
       VALUES ($1::uuid, $2::uuid, $3, $4::uuid, $5)
       RETURNING id::text, post_id::text, workspace_id::text, expires_at, revoked_at, created_at`,
      postId,
      caller.workspaceId,
      hashReviewToken(token),
      caller.userId,
      new Date(Date.now() + input.expires_in_days * DAY_MS),
    );
    return { link, events };
  });
  await announceApprovalEvents(events);
  return { review_link: toOutput(link), token };
}

/** How many of a post's links the list answers, newest first: far more than anyone shares one post. */
export const REVIEW_LINK_LIST_LIMIT = 100;

/**
 * GET /posts/{id}/review-links: the post's links, newest first, live, expired and revoked alike
 * (never their tokens, which are kept only as hashes), for the approvers who may make them.
 */
export async function listReviewLinks(caller: Caller, postId: string) {
  assertApprover(caller);
  const post = await db().post.findFirst({ where: { id: postId, workspaceId: caller.workspaceId }, select: { brandId: true } });
  if (!post) throw notFound("Post");
  if (caller.brandIds) assertBrandReachable(caller, post.brandId ?? "");
  const rows = await db().$queryRawUnsafe<LinkRow[]>(
    `SELECT id::text, post_id::text, workspace_id::text, expires_at, revoked_at, created_at FROM review_links
     WHERE post_id = $1::uuid AND workspace_id = $2::uuid ORDER BY created_at DESC, id DESC LIMIT ${REVIEW_LINK_LIST_LIMIT}`,
    postId,
    caller.workspaceId,
  );
  return { review_links: rows.map(toOutput) };
}

/** DELETE /posts/{id}/review-links/{link_id}: the link stops working at once (404 from then on). */
export async function revokeReviewLink(caller: Caller, postId: string, linkId: string) {
  assertApprover(caller);
  const [link] = await db().$queryRawUnsafe<LinkRow[]>(
    `UPDATE review_links SET revoked_at = coalesce(revoked_at, now())
     WHERE id = $1::uuid AND post_id = $2::uuid AND workspace_id = $3::uuid
     RETURNING id::text, post_id::text, workspace_id::text, expires_at, revoked_at, created_at`,
    linkId,
    postId,
    caller.workspaceId,
  );
  if (!link) throw notFound("Review link");
  return { review_link: toOutput(link) };
}

/**
 * The live link of a token, its use counted: null (404) when unknown, expired or revoked; 429 past
 * the link's uses per minute. One statement, so concurrent uses count exactly.
 */
export async function admitReviewLink(token: string): Promise<{ postId: string; workspaceId: string }> {
  const [row] = await db().$queryRawUnsafe<Array<{ post_id: string; workspace_id: string; window_count: number; window_start: Date }>>(
    `UPDATE review_links SET
       window_count = CASE WHEN window_start <= now() - interval '1 minute' THEN 1 ELSE window_count + 1 END,
       window_start = CASE WHEN window_start <= now() - interval '1 minute' THEN now() ELSE window_start END
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
     RETURNING post_id::text, workspace_id::text, window_count, window_start`,
    hashReviewToken(token),
  );
  if (!row) throw notFound("Review link");
  if (row.window_count > REVIEW_LINK_PER_MINUTE) {
    const wait = Math.max(1, Math.ceil((new Date(row.window_start).getTime() + 60_000 - Date.now()) / 1000));
    throw new ApiError("rate_limited", `This review link was used too often; try again in ${wait} s.`, { "Retry-After": String(wait) });
  }
  return { postId: row.post_id, workspaceId: row.workspace_id };
}

/** POST /api/review/{token}: the reviewer's decision, under their typed name, bound to the hash they saw. */
export async function decideThroughReviewLink(token: string, input: ReviewDecisionInput): Promise<ApprovalOutput> {
  const link = await admitReviewLink(token);
  const { approval, events } = await db().$transaction(async (tx) => {
    const post = await lockPost(tx, link.workspaceId, link.postId);
    if (!post) throw notFound("Review link");
    const current = await readApproval(tx, link.postId);
    if (!current || current.state !== "pending") throw new ApiError("approval_conflict", "This post is not waiting for a decision any more; reload the page.", {}, [{ field: "content_hash" }]);
    const hash = await approvalHash(snapshotOf(post), txQuery(tx));
    if (hash !== input.content_hash || current.content_hash !== input.content_hash) {
      throw new ApiError("approval_conflict", "The post changed while you were reviewing it; reload the page and review it again.", {}, [{ field: "content_hash" }]);
    }
    const actor = { userId: null, keyId: null, name: reviewerRecordName(input.name) };
    const state = input.decision === "approve" ? "approved" : "changes_requested";
    const row = await writeDecision(tx, post, current.version, state, hash, actor, input.comment ?? null);
    if (!row) throw new ApiError("approval_conflict", "Someone decided on this post first; reload the page.", {}, [{ field: "content_hash" }]);
    return { approval: toApprovalOutput(row), events: [approvalEvent(state === "approved" ? "approved" : "changes_requested", post, row, actor)] };
  });
  await announceApprovalEvents(events);
  return approval;
}

/** What the public review page shows: the post and its approval (after the link's use is counted). */
export async function reviewOfToken(token: string) {
  const link = await admitReviewLink(token);
  const post = await db().post.findFirst({ where: { id: link.postId, workspaceId: link.workspaceId } });
  if (!post) throw notFound("Review link");
  const brand = post.brandId ? await db().brand.findFirst({ where: { id: post.brandId }, select: { name: true } }) : null;
  const [approval] = await db().$queryRawUnsafe<Array<{ state: string; content_hash: string; comment: string | null; decided_by_name: string | null }>>(
    "SELECT state, content_hash, comment, decided_by_name FROM post_approvals WHERE post_id = $1::uuid",
    post.id,
  );
  return { post, brandName: brand?.name ?? "Brand", approval: approval ?? null };
}
