import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { userKeyPrefix, type MediaStore, type StagedPart, type StagedUpload } from "@/lib/media/media-store";
import { presignS3Get } from "@/lib/media/presign-s3-get";

/** How long ffprobe's presigned URL of a staged upload stays valid: a probe takes seconds. */
const PROBE_URL_SECONDS = 15 * 60;
const IMMUTABLE = "public, max-age=31536000, immutable";
const isMissing = (error: unknown) => error instanceof NoSuchKey || ["NoSuchKey", "NotFound"].includes((error as { name?: string }).name ?? "");

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
        CacheControl: IMMUTABLE,
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

  async startUpload(key: string): Promise<StagedUpload> {
    const answer = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.options.bucket, Key: key }));
    if (!answer.UploadId) throw new Error(`S3 started no multipart upload for ${key}`);
    return { key, uploadId: answer.UploadId };
  }

  /** UploadPart: S3 keeps the last part sent under a number, so a chunk sent again replaces it. */
  async writePart(upload: StagedUpload, number: number, _offset: number, bytes: Uint8Array): Promise<StagedPart> {
    const answer = await this.client.send(
      new UploadPartCommand({ Bucket: this.options.bucket, Key: upload.key, UploadId: this.uploadIdOf(upload), PartNumber: number, Body: bytes, ContentLength: bytes.byteLength }),
    );
    if (!answer.ETag) throw new Error(`S3 answered part ${number} of ${upload.key} without an ETag`);
    return { number, etag: answer.ETag };
  }

  async finishUpload(upload: StagedUpload, parts: readonly StagedPart[]): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.options.bucket,
        Key: upload.key,
        UploadId: this.uploadIdOf(upload),
        MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.number, ETag: part.etag })) },
      }),
    );
  }

  /** AbortMultipartUpload frees the parts; an upload S3 no longer knows (NoSuchUpload) is already gone. */
  async abortUpload(upload: StagedUpload): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.options.bucket, Key: upload.key, UploadId: this.uploadIdOf(upload) }));
    } catch (error) {
      if ((error as { name?: string }).name !== "NoSuchUpload") throw error;
    }
    // A finished upload left its object at the staging key.
    await this.delete(upload.key);
  }

  async probeLocation(key: string): Promise<string> {
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.options;
    return presignS3Get({ endpoint, bucket, key, region, accessKeyId, secretAccessKey, expiresInSeconds: PROBE_URL_SECONDS });
  }

  /** CopyObject (one request up to 5 GB, above the 2 GB an upload may have) with the type and cache policy, then the source deleted. */
  async move(from: string, to: string, mimeType: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.options.bucket,
        Key: to,
        CopySource: `${this.options.bucket}/${from.split("/").map(encodeURIComponent).join("/")}`,
        MetadataDirective: "REPLACE",
        ContentType: mimeType,
        CacheControl: IMMUTABLE,
      }),
    );
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async readStream(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array> | null> {
    if (end <= start) return new Response(new Uint8Array(0)).body!;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: `bytes=${start}-${end - 1}` }));
      return answer.Body ? (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private uploadIdOf(upload: StagedUpload): string {
    if (!upload.uploadId) throw new Error(`no S3 multipart upload id for ${upload.key}`);
    return upload.uploadId;
  }

  publicUrl(key: string): string {
    return `${this.options.publicBaseUrl.replace(/\/+$/, "")}/${key}`;
  }
}
