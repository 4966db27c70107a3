import { mediaFieldsOf, platformsMissingMedia } from "@/lib/publishing/missing-media";
import type { Post } from "@/lib/client/types";

/**
 * Why a saved post cannot be scheduled or queued yet, or null: a platform that cannot publish
 * text alone without the image it needs (the server's rule, lib/posts/media-requirement.ts).
 */
export function needsImageNote(post: Pick<Post, "platforms" | "image_url" | "versions" | "status">): string | null {
  if (post.status === "published") return null;
  const missing = platformsMissingMedia(mediaFieldsOf({ platforms: post.platforms, imageUrl: post.image_url, versions: post.versions }));
  if (missing.length === 0) return null;
  return `${missing.map((entry) => entry.label).join(" and ")} cannot publish text alone: edit the post and add an image to schedule or queue it.`;
}
