import { createHash, randomUUID } from "node:crypto";
import { open } from "node:fs/promises";
import { db } from "@/lib/db/client";
import type { Media } from "@/lib/db/generated/client";
import { mediaKey, stagingKey, type MediaStore, type StagedPart } from "@/lib/media/media-store";
import { UPLOAD_CHUNK_BYTES } from "@/lib/schemas/media-upload";
import type { VideoFacts } from "@/lib/video/video-facts";

/**
 * Puts a converted video (a file on this machine) into the media store as a new media row of the
 * source's owner and workspace, with its own probed facts and the source's alt text. The file goes
 * up as an upload session's does (a part at a time into S3's multipart upload or the spool file,
 * hashed on the way): a 2 GB result is never held whole. Nothing is left in the store on failure.
 */
export async function storeConvertedVideo(store: MediaStore, file: string, bytes: number, source: Pick<Media, "userId" | "workspaceId" | "altText">, video: Omit<VideoFacts, "bytes">): Promise<Media> {
  const id = randomUUID();
  const staged = await store.startUpload(stagingKey(source.userId, id));
  const storageKey = mediaKey(source.userId, id, "mp4");
  const hash = createHash("sha256");
  const parts: StagedPart[] = [];
  const handle = await open(file, "r");
  try {
    for (let offset = 0, number = 1; offset < bytes; offset += UPLOAD_CHUNK_BYTES, number += 1) {
      const chunk = new Uint8Array(Math.min(UPLOAD_CHUNK_BYTES, bytes - offset));
      let read = 0;
      while (read < chunk.byteLength) read += (await handle.read(chunk, read, chunk.byteLength - read, offset + read)).bytesRead;
      hash.update(chunk);
      parts.push(await store.writePart(staged, number, offset, chunk));
    }
  } catch (error) {
    await store.abortUpload(staged);
    throw error;
  } finally {
    await handle.close();
  }
  await store.finishUpload(staged, parts);
  await store.move(staged.key, storageKey, "video/mp4");
  try {
    return await db().media.create({
      data: {
        id, userId: source.userId, workspaceId: source.workspaceId, storageKey, mimeType: "video/mp4", bytes, width: video.width, height: video.height, altText: source.altText,
        contentSha256: hash.digest("hex"), kind: "video", container: video.container, videoCodec: video.videoCodec, audioCodec: video.audioCodec,
        durationMs: video.durationMs, frameRate: video.frameRate, bitRate: BigInt(video.bitRate),
      },
    });
  } catch (error) {
    await store.delete(storageKey);
    throw error;
  }
}
