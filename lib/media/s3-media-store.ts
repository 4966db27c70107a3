import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { userKeyPrefix, type MediaStore } from "@/lib/media/media-store";

export type S3MediaStoreOptions = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's public root (a CDN, the bucket's website): `<publicBaseUrl>/<key>` is the image. */
  publicBaseUrl: string;
};

/** Any S3-compatible store (AWS S3, Cloudflare R2, MinIO): path-style addressing works with all of them. */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaStoreOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  async put(key: string, bytes: Uint8Array, mimeType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: mimeType,
        // The key names one image forever (a new upload is a new id): caches may keep it.
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async readRange(key: string, start: number, end: number): Promise<Uint8Array | null> {
    if (end <= start) return new Uint8Array(0);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: `bytes=${start}-${end - 1}` }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  /**
   * Lists the user's prefix page by page (at most 1,000 keys each, S3's bound for one
   * DeleteObjects too) and deletes each page; a key already gone is not an error in S3, and a
   * key S3 refuses to delete fails the whole call, so a caller can run it again.
   */
  async deleteUserFiles(userId: string, keep: ReadonlySet<string> = new Set()): Promise<number> {
    const prefix = userKeyPrefix(userId);
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken: token }));
      // The prefix ends with "/", so "<id>/" never matches another user's "<id>x/…".
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key?.startsWith(prefix) && !keep.has(object.Key) ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys, Quiet: true } }));
        const failed = answer.Errors ?? [];
        if (failed.length > 0) throw new Error(`S3 did not delete ${failed.length} of ${keys.length} files (first: ${failed[0].Key}: ${failed[0].Code})`);
        deleted += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }

  publicUrl(key: string): string {
    return `${this.options.publicBaseUrl.replace(/\/+$/, "")}/${key}`;
  }
}
