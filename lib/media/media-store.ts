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
}

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
