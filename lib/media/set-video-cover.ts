import sharp from "sharp";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { invalidRequest } from "@/lib/errors";
import { getMedia, getMediaRowOrThrow } from "@/lib/media/get-media";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { coverKeyOf } from "@/lib/media/uploads/video-cover";
import type { MediaOutput } from "@/lib/schemas/media";
import type { SetCoverInput } from "@/lib/schemas/media-cover";
import { COVER_MAX_WIDTH, makeCoverFrame } from "@/lib/video/make-cover-frame";
import { FfmpegError } from "@/lib/video/run-ffmpeg";

/**
 * PUT /media/{id}/cover: the cover the user chose for a video, in place of the automatic frame:
 * the frame at `at_ms` (kept on the row, so the platforms that take a time, TikTok, get it too),
 * or an uploaded image of the workspace, made a JPEG at most 1280 px wide as the frames are. The
 * cover replaces the one at the video's cover key: its URL stays, and every publisher that sends
 * a cover (Instagram's cover_url, LinkedIn's thumbnail) sends this one.
 */
export async function setVideoCover(caller: Caller, mediaId: string, input: SetCoverInput): Promise<MediaOutput> {
  const video = await getMediaRowOrThrow(caller, mediaId);
  if (video.kind !== "video" || video.durationMs === null) throw invalidRequest(`media ${mediaId} is an image; only a video has a cover.`, [{ field: "id" }]);
  const store = mediaStore();
  const coverKey = coverKeyOf(video.storageKey);
  let jpeg: Uint8Array;
  let coverAtMs: number | null = null;
  if (input.at_ms !== undefined) {
    if (input.at_ms >= video.durationMs) {
      throw invalidRequest(`at_ms: ${input.at_ms} is past the video's end; it lasts ${video.durationMs} ms, so give a time from 0 to ${video.durationMs - 1}.`, [{ field: "at_ms", limit: video.durationMs - 1, actual: input.at_ms }]);
    }
    try {
      jpeg = await makeCoverFrame(await store.probeLocation(video.storageKey), input.at_ms);
    } catch (error) {
      if (!(error instanceof FfmpegError)) throw error;
      throw invalidRequest(`at_ms: no frame could be taken at ${input.at_ms} ms (${error.message}); try an earlier time.`, [{ field: "at_ms" }]);
    }
    coverAtMs = input.at_ms;
  } else {
    const image = await db().media.findFirst({ where: { id: input.image_media_id, workspaceId: caller.workspaceId } });
    if (!image || image.kind !== "image") throw invalidRequest(`image_media_id: ${input.image_media_id} is not an uploaded image of this workspace; upload it with POST /api/v1/media first.`, [{ field: "image_media_id" }]);
    const bytes = await store.read(image.storageKey);
    if (!bytes) throw invalidRequest(`image_media_id: the image ${image.id} is no longer stored; upload it again.`, [{ field: "image_media_id" }]);
    jpeg = new Uint8Array(await sharp(bytes, { animated: false }).rotate().resize({ width: COVER_MAX_WIDTH, withoutEnlargement: true }).flatten({ background: "#ffffff" }).jpeg({ quality: 85 }).toBuffer());
  }
  await store.put(coverKey, jpeg, "image/jpeg");
  await db().media.update({ where: { id: mediaId }, data: { coverKey, coverAtMs } });
  return getMedia(caller, mediaId);
}
