import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { invalidRequest } from "@/lib/errors";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { holdSession, offsetConflict, partsOf, releaseSession, sessionOutput, stagedOf, uploadSessionOrThrow, whyNotHeld } from "@/lib/media/uploads/upload-sessions";
import type { UploadSessionOutput } from "@/lib/schemas/media-upload";

const CONTENT_RANGE = /^bytes (\d{1,10})-(\d{1,10})\/(\d{1,10})$/;

const rangeProblem = (message: string) => invalidRequest(`Content-Range: ${message}`, [{ field: "Content-Range" }]);

/**
 * PUT /media/uploads/{id}: one chunk, `Content-Range: bytes <start>-<end>/<total>`, the raw bytes
 * in the body. It must start at received_bytes and be chunk_bytes long (the last: up to the end).
 * The chunk is read into one buffer of its declared length (never more: the file is never held)
 * and handed to the store only once whole: a chunk cut mid-way changes nothing, and the client
 * resumes from received_bytes.
 */
export async function writeUploadChunk(caller: Caller, id: string, request: Request): Promise<UploadSessionOutput> {
  const session = await uploadSessionOrThrow(caller, id);
  const match = CONTENT_RANGE.exec(request.headers.get("content-range")?.trim() ?? "");
  if (!match) throw rangeProblem(`required as "bytes <start>-<end>/<total>" (end inclusive), e.g. "bytes 0-${session.chunkBytes - 1}/${session.totalBytes}".`);
  const [start, end, total] = match.slice(1).map(Number);
  if (total !== session.totalBytes) throw rangeProblem(`the total ${total} is not the ${session.totalBytes} bytes this upload declared.`);
  if (end < start || end >= total) throw rangeProblem(`bytes ${start}-${end} is not a range within the ${total} bytes of the file.`);
  if (session.status === "open" && start !== session.receivedBytes) throw offsetConflict(session, start);
  const length = end - start + 1;
  const last = end === total - 1;
  if (start % session.chunkBytes !== 0 || (!last && length !== session.chunkBytes) || length > session.chunkBytes) {
    throw rangeProblem(`a chunk has ${session.chunkBytes} bytes (chunk_bytes), only the last ends the file with fewer; this one has ${length}.`);
  }
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) !== length) throw invalidRequest(`Content-Length: ${declared} bytes, but Content-Range names ${length}.`, [{ field: "Content-Length" }]);

  const held = await holdSession(caller, id, { receivedBytes: start });
  if (!held) throw whyNotHeld(await uploadSessionOrThrow(caller, id), start);
  try {
    const bytes = await readChunk(request, length);
    const part = await mediaStore().writePart(stagedOf(held), start / held.chunkBytes + 1, start, bytes);
    const parts = [...partsOf(held).filter((known) => known.number < part.number), part];
    const updated = await db().uploadSession.update({ where: { id }, data: { receivedBytes: end + 1, parts, writingUntil: null } });
    return sessionOutput(updated);
  } finally {
    await releaseSession(id);
  }
}

/** Exactly `length` bytes of the body into one buffer; fewer (a cut connection) or more is refused, nothing kept. */
async function readChunk(request: Request, length: number): Promise<Uint8Array> {
  if (!request.body) throw invalidRequest(`body: the chunk's ${length} bytes are required (application/octet-stream).`, [{ field: "body" }]);
  const bytes = new Uint8Array(length);
  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (received + value.byteLength > length) {
        await reader.cancel();
        throw invalidRequest(`body: more than the ${length} bytes Content-Range names.`, [{ field: "body" }]);
      }
      bytes.set(value, received);
      received += value.byteLength;
    }
  } catch (error) {
    if (error instanceof Error && error.name === "ApiError") throw error;
    throw invalidRequest(`body: the chunk was cut after ${received} of its ${length} bytes; nothing of it was kept, send it again.`, [{ field: "body" }]);
  }
  if (received < length) throw invalidRequest(`body: the chunk ended after ${received} of its ${length} bytes; nothing of it was kept, send it again.`, [{ field: "body" }]);
  return bytes;
}
