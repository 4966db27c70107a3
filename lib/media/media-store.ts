/**
 * Where uploaded images are kept (lib/media/media-store-for-env.ts picks one): the local disk by
 * default, an S3-compatible bucket in production. Keys are `<user id>/<media id>.<ext>`.
 */
export interface MediaStore {
  put(key: string, bytes: Uint8Array, mimeType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  read(key: string): Promise<Uint8Array | null>;
  /**
   * Bytes [start, end) of a stored file (a video is read a chunk at a time, never whole), or
   * null when the key holds nothing.
   */
  readRange(key: string, start: number, end: number): Promise<Uint8Array | null>;
  /** Where the platforms (and browsers) fetch the image: a media row's `url`. */
  publicUrl(key: string): string;
  /**
   * Removes every file of one user (every key under `<userId>/`), also files no row names (an
   * upload whose row was never written), except the keys in `keep`: uploads that stay with a
   * shared workspace after their uploader's account is deleted (lib/users/delete-user.ts).
   * Nothing there is not an error; another user's files are never touched. Returns how many
   * files were removed.
   */
  deleteUserFiles(userId: string, keep?: ReadonlySet<string>): Promise<number>;

  // Resumable uploads (docs/video.md, "Uploading"): a large file arrives in chunks at a staging
  // key, is inspected there, then moved to its media key. No chunk is ever joined in memory.
  /** Opens a staged upload at `key` (S3: CreateMultipartUpload; local: an empty spool file). */
  startUpload(key: string): Promise<StagedUpload>;
  /**
   * Stores chunk `number` (from 1), which starts at byte `offset`: every chunk before it is
   * whole. Writing a number again replaces that chunk and drops anything after it (a chunk cut
   * mid-way is written again from its start). Returns what finishing needs to name the part.
   */
  writePart(upload: StagedUpload, number: number, offset: number, bytes: Uint8Array): Promise<StagedPart>;
  /** Joins the parts, in order, into the file at the staging key (S3: CompleteMultipartUpload). */
  finishUpload(upload: StagedUpload, parts: readonly StagedPart[]): Promise<void>;
  /** Drops an unfinished upload and whatever it received; one already gone is not an error. */
  abortUpload(upload: StagedUpload): Promise<void>;
  /** Where ffprobe reads a stored file: its path on this machine, or a presigned URL it reads by range. */
  probeLocation(key: string): Promise<string>;
  /** Moves a stored file to another key, served with `mimeType` from there. */
  move(from: string, to: string, mimeType: string): Promise<void>;
  /** Removes one stored file; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Bytes [start, end) of a stored file as a stream (the file route serves a 1 GB video, or a
   * browser's seek into it, without holding it), or null when the key holds nothing.
   */
  readStream(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array> | null>;
}

/** An upload being received: its staging key and, in S3, the multipart upload's id. */
export type StagedUpload = { key: string; uploadId: string | null };
/** One chunk received: its number and the store's ETag of it (S3 needs it to finish; local: its length). */
export type StagedPart = { number: number; etag: string };

/** Where an upload session's bytes wait until they are inspected: beside the user's media files. */
export const stagingKey = (userId: string, sessionId: string) => `${userKeyPrefix(userId)}${sessionId}.upload`;

/** A media row's key in every store. */
export const mediaKey = (userId: string, mediaId: string, extension: string) => `${userId}/${mediaId}.${extension}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The folder (key prefix) of one user's files, "<userId>/". Only a UUID is accepted: an empty or
 * crafted id ("", "..", "a/b") must never widen a deletion to other users' files.
 */
export function userKeyPrefix(userId: string): string {
  if (!UUID.test(userId)) throw new Error(`not a user id: ${JSON.stringify(userId).slice(0, 60)}`);
  return `${userId.toLowerCase()}/`;
}
