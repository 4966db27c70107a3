import type { Caller } from "@/lib/auth/caller";
import { createClaimedPost } from "@/lib/posts/claimed-post";
import type { PostSource } from "@/lib/posts/create-post";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { readVersions } from "@/lib/publishing/post-versions";

/**
 * POST /posts/{id}/duplicate: any post of the caller (a published one too) becomes a new draft
 * with the same content, versions, platforms, images, thread, first comment and brand. The copy is of a post that passed
 * the post rules when it was written, so it is stored as it is; editing it checks them again.
 */
export async function duplicatePost(caller: Caller, postId: string, source: PostSource) {
  const original = await getPostOrThrow(caller, postId);
  return createClaimedPost({
    userId: caller.userId,
    workspaceId: caller.workspaceId,
    brandId: original.brandId,
    content: original.content,
    versions: readVersions(original.versions),
    platforms: original.platforms,
    imageUrl: original.imageUrl,
    media: original.media ?? [],
    thread: original.thread ?? [],
    firstComment: original.firstComment,
    status: "draft",
    source,
  });
}
