import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { mediaKey } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";
import type { VideoFacts } from "@/lib/video/video-facts";

export { testVideo, type TestVideoOptions } from "@/lib/testing/test-video-file";

/**
 * A video stored as an upload of `userId` in `workspaceId`, its row holding the facts given (a
 * publishing test states what the probe would have found): returns the row's id and public URL.
 */
export async function storeTestVideo(owner: { userId: string; workspaceId: string }, bytes: Uint8Array, facts: Omit<VideoFacts, "bytes">, altText: string | null = null) {
  const id = randomUUID();
  const storageKey = mediaKey(owner.userId, id, facts.container);
  const store = mediaStore();
  await store.put(storageKey, bytes, facts.mimeType);
  await db().media.create({
    data: {
      id, userId: owner.userId, workspaceId: owner.workspaceId, storageKey, mimeType: facts.mimeType, bytes: bytes.byteLength, width: facts.width, height: facts.height, altText,
      kind: "video", container: facts.container, videoCodec: facts.videoCodec, audioCodec: facts.audioCodec, durationMs: facts.durationMs, frameRate: facts.frameRate, bitRate: BigInt(facts.bitRate),
    },
  });
  return { id, url: store.publicUrl(storageKey) };
}
