/**
 * Where uploaded images are kept (lib/media/media-store-for-env.ts picks one): the local disk by
 * default, an S3-compatible bucket in production. Keys are `<user id>/<media id>.<ext>`.
 */
export interface MediaStore {
  put(key: string, bytes: Uint8Array, mimeType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  read(key: string): Promise<Uint8Array | null>;
  /** Where the platforms (and browsers) fetch the image: a media row's `url`. */
  publicUrl(key: string): string;
}

/** A media row's key in every store. */
export const mediaKey = (userId: string, mediaId: string, extension: string) => `${userId}/${mediaId}.${extension}`;
