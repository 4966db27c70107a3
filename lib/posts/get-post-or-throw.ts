import { notFound } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { findApproval } from "@/lib/approvals/approval-store";
import { followUpsOf } from "@/lib/publishing/delivery-steps";
import { platformHasFollowUps } from "@/lib/publishing/post-follow-ups";
import { readVersions } from "@/lib/publishing/post-versions";

/**
 * The caller's post with the deliveries of its latest publishing run (a retried post shows
 * its newest outcome). Another user's post is 404; the caller's own post outside a
 * brand-restricted key's brands is 403 brand_forbidden, as for brands.
 *
 * Only the latest run's deliveries are read: its job is the one of the newest delivery (one
 * row from the (post_id, created_at DESC) index), then that job's deliveries by its unique
 * (job_id, platform) index, so a post retried many times costs the same as a new one.
 */
export async function getPostOrThrow(caller: Caller, postId: string) {
  const [post, newest, approval] = await Promise.all([
    db().post.findFirst({ where: { id: postId, workspaceId: caller.workspaceId } }),
    db().delivery.findFirst({ where: { postId }, orderBy: [{ createdAt: "desc" }, { platform: "asc" }], select: { jobId: true } }),
    // Read by id alone beside the post: shown only when the post itself is the caller's.
    findApproval(db(), postId),
  ]);
  if (!post) throw notFound("Post");
  if (caller.brandIds) assertBrandReachable(caller, post.brandId ?? "");
  const latest = newest ? await db().delivery.findMany({ where: { jobId: newest.jobId, postId }, orderBy: { platform: "asc" } }) : [];
  // Only a post with something to follow it has steps: no extra read for every other post.
  const stored = { thread: post.thread, firstComment: post.firstComment, versions: readVersions(post.versions) };
  const followed = latest.filter((delivery) => platformHasFollowUps(stored, delivery.platform));
  const followUps = followed.length > 0 ? await followUpsOf(followed.map((delivery) => delivery.id)) : new Map();
  const deliveries = latest
    .sort((a, b) => post.platforms.indexOf(a.platform) - post.platforms.indexOf(b.platform))
    .map((delivery) => ({ ...delivery, followUps: followUps.get(delivery.id) }));
  return { ...post, deliveries, approval };
}
