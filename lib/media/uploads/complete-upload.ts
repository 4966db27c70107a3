import { createHash } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { ApiError, invalidRequest } from "@/lib/errors";
import { inspectImage } from "@/lib/images/inspect-image";
import { getMedia } from "@/lib/media/get-media";
import { mediaKey, type MediaStore } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { claimedKindOf } from "@/lib/schemas/media-upload";
import { attachVideoCover } from "@/lib/media/uploads/video-cover";
import { holdSession, partsOf, releaseSession, stagedOf, uploadSessionOrThrow, whyNotHeld } from "@/lib/media/uploads/upload-sessions";
import type { UploadSession } from "@/lib/db/generated/client";
import type { MediaOutput } from "@/lib/schemas/media";
import { isoBoxesProblem } from "@/lib/video/iso-boxes-complete";
import { probeVideo } from "@/lib/video/probe-video";

/** What a completed upload becomes: the media row's content facts. */
type Inspected = { extension: string; mimeType: string; width: number; height: number; video: { container: string; videoCodec: string; audioCodec: string | null; durationMs: number; frameRate: number; bitRate: number } | null };

/**
 * POST /media/uploads/{id}/complete: every declared byte received, the parts are joined at the
 * staging key and the file judged by its content, as the file name claimed (a video by ffprobe,
 * reading the stored file by path or presigned URL; an image by decoding it). A file that is not
 * what it claims, is truncated or unreadable is refused naming the file and the problem, and its
 * bytes are removed: the session is aborted, nothing is half-stored. Otherwise the file moves to
 * its media key and the media row (the session's id) is written. Completing a completed session
 * answers its media again, so a retried completion is safe.
 */
export async function completeUploadSession(caller: Caller, id: string): Promise<MediaOutput> {
  const session = await uploadSessionOrThrow(caller, id);
  if (session.status === "completed") return getMedia(caller, id);
  if (session.status === "open" && session.receivedBytes < session.totalBytes) {
    throw new ApiError("upload_conflict", `${session.fileName}: ${session.receivedBytes} of its ${session.totalBytes} bytes received; send the rest from byte ${session.receivedBytes} (received_bytes), then complete.`, {}, [
      { field: "id", limit: session.totalBytes, actual: session.receivedBytes },
    ]);
  }
  const held = await holdSession(caller, id, { receivedBytes: session.totalBytes });
  if (!held) throw whyNotHeld(await uploadSessionOrThrow(caller, id));
  const store = mediaStore();
  try {
    await store.finishUpload(stagedOf(held), partsOf(held));
    const inspected = await inspect(store, held);
    if (!inspected.ok) {
      await store.delete(held.stagingKey);
      await db().uploadSession.update({ where: { id }, data: { status: "aborted", parts: [] } });
      throw invalidRequest(`file ${held.fileName}: ${inspected.problem}. Its bytes were removed; start a new upload with the right file.`, [{ field: "file_name" }]);
    }
    await storeMedia(store, held, inspected.file);
    const { video } = inspected.file;
    if (video) await attachVideoCover(store, { id, storageKey: mediaKey(held.userId, id, inspected.file.extension), durationMs: video.durationMs });
    return await getMedia(caller, id);
  } finally {
    await releaseSession(id);
  }
}

async function inspect(store: MediaStore, session: UploadSession): Promise<{ ok: true; file: Inspected } | { ok: false; problem: string }> {
  if (claimedKindOf(session.fileName) === "image") {
    const bytes = await store.read(session.stagingKey);
    if (!bytes) return { ok: false, problem: "nothing was stored" };
    const inspected = await inspectImage(bytes);
    if (!inspected.ok) return { ok: false, problem: `named as an image, but ${inspected.problem}` };
    return { ok: true, file: { ...inspected.image, video: null } };
  }
  const probed = await probeVideo(await store.probeLocation(session.stagingKey));
  if (!probed.ok) return { ok: false, problem: `named as a video, but ${probed.problem}` };
  const { video } = probed;
  if (video.container !== "webm") {
    const problem = await isoBoxesProblem((start, end) => store.readRange(session.stagingKey, start, end), session.totalBytes);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, file: { extension: video.container, mimeType: video.mimeType, width: video.width, height: video.height, video } };
}

/** Moves the file to its media key, hashes it a range at a time, then writes the row and closes the session together. */
async function storeMedia(store: MediaStore, session: UploadSession, file: Inspected): Promise<void> {
  const storageKey = mediaKey(session.userId, session.id, file.extension);
  await store.move(session.stagingKey, storageKey, file.mimeType);
  try {
    const contentSha256 = await sha256Of(store, storageKey, session.totalBytes);
    const { video } = file;
    await db().$transaction([
      db().media.create({
        data: {
          id: session.id, userId: session.userId, workspaceId: session.workspaceId, storageKey, mimeType: file.mimeType, bytes: session.totalBytes, width: file.width, height: file.height,
          altText: session.altText, contentSha256, kind: video ? "video" : "image",
          ...(video ? { container: video.container, videoCodec: video.videoCodec, audioCodec: video.audioCodec, durationMs: video.durationMs, frameRate: video.frameRate, bitRate: BigInt(video.bitRate) } : {}),
        },
      }),
      db().uploadSession.update({ where: { id: session.id }, data: { status: "completed", parts: [] } }),
    ]);
  } catch (error) {
    // No row names the file: it goes, and the session stays open to complete again.
    await store.delete(storageKey);
    throw error;
  }
}

/** What an approval binds the file by (lib/publishing/approval-hash.ts), read as a stream: a 2 GB video is never held. */
async function sha256Of(store: MediaStore, key: string, bytes: number): Promise<string> {
  const stream = await store.readStream(key, 0, bytes);
  if (!stream) throw new Error(`the stored file ${key} is missing`);
  const hash = createHash("sha256");
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest("hex");
}
