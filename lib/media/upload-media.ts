import { createHash, randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { ApiError, invalidRequest } from "@/lib/errors";
import { inspectImage } from "@/lib/images/inspect-image";
import { mediaKey } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";
import { toMediaOutput, type MediaOutput, type UploadMediaInput } from "@/lib/schemas/media";

/**
 * POST /media: checks the file by decoding it (lib/images/inspect-image.ts), stores it, then
 * writes its row; a row therefore always names stored bytes (a failed write leaves at most an
 * unreferenced file, never a row without one).
 */
export async function uploadMedia(caller: Caller, input: UploadMediaInput): Promise<MediaOutput> {
  const { file } = input;
  if (file.size > MAX_MEDIA_BYTES) throw new ApiError("payload_too_large", `file: ${file.size} bytes, more than the ${MAX_MEDIA_BYTES} bytes (8 MB) an image may have.`);
  if (file.size === 0) throw invalidRequest("file: the file is empty.", [{ field: "file" }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspected = await inspectImage(bytes);
  if (!inspected.ok) throw invalidRequest(`file: ${inspected.problem}.`, [{ field: "file" }]);
  const { image } = inspected;

  const id = randomUUID();
  const storageKey = mediaKey(caller.userId, id, image.extension);
  const store = mediaStore();
  await store.put(storageKey, bytes, image.mimeType);
  const row = await db().media.create({
    data: { id, userId: caller.userId, workspaceId: caller.workspaceId, storageKey, mimeType: image.mimeType, bytes: bytes.byteLength, width: image.width, height: image.height, altText: input.alt_text || null,
      // What an approval binds the image by (lib/publishing/approval-hash.ts).
      contentSha256: createHash("sha256").update(bytes).digest("hex") },
  });
  return toMediaOutput(row, store.publicUrl(storageKey));
}
