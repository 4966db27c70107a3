import type { Caller } from "@/lib/auth/caller";
import type { PlatformId } from "@/lib/platforms/ids";
import { toStoredVersions } from "@/lib/publishing/post-versions";
import { createClaimedPost } from "@/lib/posts/claimed-post";
import { assertValidPost } from "@/lib/posts/validate-post";
import type { CreatePostInput } from "@/lib/schemas/post";

export type PostSource = "api" | "dashboard";

/** Creates a draft (docs/spec.md, POST /posts) after the checks docs/api-decisions.md adds. */
export async function createPost(caller: Caller, input: CreatePostInput, source: PostSource) {
  const post = {
    content: input.content,
    versions: toStoredVersions(input.versions),
    platforms: input.platforms as PlatformId[],
    brandId: input.brand_id ?? null,
    imageUrl: input.image_url ?? null,
  };
  await assertValidPost(caller, post);
  return createClaimedPost({ userId: caller.userId, workspaceId: caller.workspaceId, ...post, status: "draft", source });
}
