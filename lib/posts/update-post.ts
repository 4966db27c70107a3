import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import type { PlatformId } from "@/lib/platforms/ids";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { reopenAfterEdit } from "@/lib/approvals/reopen-after-edit";
import { readVersions } from "@/lib/publishing/post-versions";
import { readThread } from "@/lib/publishing/post-follow-ups";
import { allStoredImageUrls } from "@/lib/publishing/platform-media";
import { mediaOfUpdate, versionsWithMedia } from "@/lib/posts/post-media";
import { assertValidPost } from "@/lib/posts/validate-post";
import { postVoiceFields } from "@/lib/posts/post-voice-fields";
import type { UpdatePostInput } from "@/lib/schemas/post";

const EDITABLE = ["draft", "failed"] as const;

/** PATCH /posts/{id}: edits a draft or a failed post; the result must pass creation's rules. */
export async function updatePost(caller: Caller, postId: string, input: UpdatePostInput) {
  const current = await getPostOrThrow(caller, postId);
  if (!(EDITABLE as readonly string[]).includes(current.status)) {
    throw new ApiError("post_not_editable", `A ${current.status} post cannot be edited; unschedule it first.`, {}, [{ field: "id" }]);
  }
  const next = {
    content: input.content ?? current.content,
    // Given: replaces the whole object (null clears it); left out: kept (docs/api-decisions.md).
    versions: input.versions === undefined ? readVersions(current.versions) : versionsWithMedia(input.versions, readVersions(current.versions)),
    platforms: (input.platforms ?? current.platforms) as PlatformId[],
    brandId: input.brand_id === undefined ? current.brandId : input.brand_id,
    // `image_url` and `media` together (lib/posts/post-media.ts): `image_url` alone changes the first image.
    ...mediaOfUpdate(input, current),
    // Given: replaces (null clears); left out: kept.
    thread: input.thread === undefined ? (readThread(current.thread) ?? []) : (input.thread ?? []),
    firstComment: input.first_comment === undefined ? current.firstComment : input.first_comment,
  };
  // An image URL stored before is not looked up again (its public address was checked when it was given).
  const kept = allStoredImageUrls({ imageUrl: current.imageUrl, media: current.media, versions: readVersions(current.versions) });
  await assertValidPost(caller, next, new Set(kept));
  // The status stays in the WHERE: a post scheduled meanwhile is not edited under the scheduler.
  // Scored again with the text and brand it now has (lib/posts/post-voice-fields.ts).
  const voice = await postVoiceFields(next.brandId, next.content);
  const { count } = await db().post.updateMany({ where: { id: postId, workspaceId: caller.workspaceId, status: { in: [...EDITABLE] } }, data: { ...next, ...voice } });
  if (count === 0) throw new ApiError("post_not_editable", "The post changed state while it was being edited; reload it.", {}, [{ field: "id" }]);
  // A post that was submitted or approved waits for a person again if it no longer matches.
  await reopenAfterEdit(caller, postId);
  return getPostOrThrow(caller, postId);
}
