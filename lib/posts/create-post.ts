import type { Caller } from "@/lib/auth/caller";
import type { PlatformId } from "@/lib/platforms/ids";
import { createClaimedPost } from "@/lib/posts/claimed-post";
import { assertValidPost } from "@/lib/posts/validate-post";
import { mediaOfCreate, versionsWithMedia } from "@/lib/posts/post-media";
import type { CreatePostInput } from "@/lib/schemas/post";

export type PostSource = "api" | "dashboard";

/** Creates a draft (docs/spec.md, POST /posts) after the checks docs/api-decisions.md adds. */
export async function createPost(caller: Caller, input: CreatePostInput, source: PostSource) {
  const post = {
    content: input.content,
    versions: versionsWithMedia(input.versions),
    platforms: input.platforms as PlatformId[],
    brandId: input.brand_id ?? null,
    // `image_url` and `media` (lib/posts/post-media.ts): the first image's URL and the list.
    ...mediaOfCreate(input),
    // The replies after `content` and the first comment (docs/api-decisions.md, "Threads and a first comment").
    thread: input.thread ?? [],
    firstComment: input.first_comment ?? null,
  };
  await assertValidPost(caller, post);
  return createClaimedPost({ userId: caller.userId, workspaceId: caller.workspaceId, ...post, status: "draft", source });
}
