import { notFound } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";

/**
 * The caller's post with the deliveries of its latest publishing run (a retried post shows
 * its newest outcome). Another user's post is 404; the caller's own post outside a
 * brand-restricted key's brands is 403 brand_forbidden, as for brands.
 */
export async function getPostOrThrow(caller: Caller, postId: string) {
  const post = await db().post.findFirst({
    where: { id: postId, userId: caller.userId },
    include: { deliveries: { orderBy: [{ createdAt: "desc" }, { platform: "asc" }] } },
  });
  if (!post) throw notFound("Post");
  if (caller.brandIds) assertBrandReachable(caller, post.brandId ?? "");
  const latestJobId = post.deliveries[0]?.jobId;
  const deliveries = post.deliveries
    .filter((delivery) => delivery.jobId === latestJobId)
    .sort((a, b) => post.platforms.indexOf(a.platform) - post.platforms.indexOf(b.platform));
  return { ...post, deliveries };
}
