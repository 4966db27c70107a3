import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { ApiError, invalidRequest, notFound } from "@/lib/errors";
import { stagingKey, type StagedPart, type StagedUpload } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { MAX_UPLOAD_IMAGE_BYTES, uploadChunkBytes } from "@/lib/media/uploads/upload-limits";
import { serverEnv } from "@/lib/env/server-env";
import { ACCEPTED_FILE_NAMES, claimedKindOf, toUploadSessionOutput, UPLOAD_SESSION_HOURS, type StartUploadInput, type UploadSessionOutput } from "@/lib/schemas/media-upload";
import type { UploadSession } from "@/lib/db/generated/client";

/** How long a chunk being written (or a completion) holds its session; a writer that died lets go by then. */
const HOLD_MS = 5 * 60_000;

/** The app's public origin, as lib/api/app-origins.ts's publicOrigin reads it (a layer above this one). */
const appOrigin = () => {
  const env = serverEnv();
  return env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : `http://localhost:${env.PORT ?? 3000}`;
};

export const sessionOutput = (row: UploadSession) => toUploadSessionOutput(row, appOrigin());
export const stagedOf = (row: UploadSession): StagedUpload => ({ key: row.stagingKey, uploadId: row.storeUploadId });
export const partsOf = (row: UploadSession): StagedPart[] => row.parts as StagedPart[];

/** POST /media/uploads: opens the store's staged upload, then the session that names it. */
export async function startUploadSession(caller: Caller, input: StartUploadInput): Promise<UploadSessionOutput> {
  const kind = claimedKindOf(input.file_name);
  if (!kind) throw invalidRequest(`file_name: "${input.file_name}" names no accepted file; accepted: ${ACCEPTED_FILE_NAMES}.`, [{ field: "file_name" }]);
  if (kind === "image" && input.bytes > MAX_UPLOAD_IMAGE_BYTES) {
    throw invalidRequest(`bytes: an image may have at most ${MAX_UPLOAD_IMAGE_BYTES} bytes (8 MB); ${input.file_name} has ${input.bytes}.`, [{ field: "bytes", limit: MAX_UPLOAD_IMAGE_BYTES, actual: input.bytes }]);
  }
  const id = crypto.randomUUID();
  const staged = await mediaStore().startUpload(stagingKey(caller.userId, id));
  const row = await db().uploadSession.create({
    data: {
      id, workspaceId: caller.workspaceId, userId: caller.userId, fileName: input.file_name, totalBytes: input.bytes, chunkBytes: uploadChunkBytes(), altText: input.alt_text || null,
      stagingKey: staged.key, storeUploadId: staged.uploadId, expiresAt: new Date(Date.now() + UPLOAD_SESSION_HOURS * 3_600_000),
    },
  });
  return sessionOutput(row);
}

/** A session of the caller's workspace; another workspace's is 404, as an unknown one. */
export async function uploadSessionOrThrow(caller: Caller, id: string): Promise<UploadSession> {
  const row = await db().uploadSession.findFirst({ where: { id, workspaceId: caller.workspaceId } });
  if (!row) throw notFound("Upload session");
  return row;
}

export async function getUploadSession(caller: Caller, id: string): Promise<UploadSessionOutput> {
  return sessionOutput(await uploadSessionOrThrow(caller, id));
}

export const notOpen = (row: UploadSession) =>
  new ApiError("upload_conflict", `The upload ${row.id} (${row.fileName}) is ${row.status === "completed" ? "completed" : "aborted"}; ${row.status === "completed" ? "its media has the same id" : "start a new upload"}.`, {}, [{ field: "id" }]);

/**
 * Holds an open session for one writer (a chunk, a completion), so two never write at once;
 * `receivedBytes`: only while it has exactly that many bytes. Returns the held row, or null.
 */
export async function holdSession(caller: Caller, id: string, { receivedBytes, evenExpired = false }: { receivedBytes?: number; evenExpired?: boolean } = {}): Promise<UploadSession | null> {
  const now = new Date();
  const held = await db().uploadSession.updateMany({
    where: { id, workspaceId: caller.workspaceId, status: "open", ...(evenExpired ? {} : { expiresAt: { gt: now } }), ...(receivedBytes === undefined ? {} : { receivedBytes }), OR: [{ writingUntil: null }, { writingUntil: { lt: now } }] },
    data: { writingUntil: new Date(now.getTime() + HOLD_MS) },
  });
  return held.count === 1 ? db().uploadSession.findUniqueOrThrow({ where: { id } }) : null;
}

export async function releaseSession(id: string): Promise<void> {
  await db().uploadSession.updateMany({ where: { id }, data: { writingUntil: null } });
}

/** Why a session could not be held: closed, out of time, at another offset, or busy. */
export function whyNotHeld(row: UploadSession, start?: number): ApiError {
  if (row.status !== "open") return notOpen(row);
  if (row.expiresAt <= new Date()) return new ApiError("upload_conflict", `The upload ${row.id} (${row.fileName}) expired at ${row.expiresAt.toISOString()}; start a new upload.`, {}, [{ field: "id" }]);
  if (start !== undefined && start !== row.receivedBytes) return offsetConflict(row, start);
  return new ApiError("upload_conflict", `Another chunk of the upload ${row.id} (${row.fileName}) is being written; retry in a few seconds, from byte ${row.receivedBytes} (received_bytes).`, { "Retry-After": "5" }, [{ field: "id" }]);
}

export const offsetConflict = (row: UploadSession, start: number) =>
  new ApiError(
    "upload_conflict",
    `Content-Range: this chunk starts at byte ${start}, but ${row.fileName} has ${row.receivedBytes} bytes received; resume from byte ${row.receivedBytes} (received_bytes).`,
    {},
    [{ field: "Content-Range", limit: row.receivedBytes, actual: start }],
  );

/** DELETE /media/uploads/{id}: the store's staged bytes dropped, the session kept as aborted (a completed one is not undone). */
export async function abortUploadSession(caller: Caller, id: string): Promise<UploadSessionOutput> {
  const row = await uploadSessionOrThrow(caller, id);
  if (row.status === "completed") throw notOpen(row);
  if (row.status === "aborted") return sessionOutput(row);
  const held = await holdSession(caller, id, { evenExpired: true });
  if (!held) throw whyNotHeld(await uploadSessionOrThrow(caller, id));
  await mediaStore().abortUpload(stagedOf(held));
  return sessionOutput(await db().uploadSession.update({ where: { id }, data: { status: "aborted", writingUntil: null, parts: [] } }));
}
