import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { MediaStore } from "@/lib/media/media-store";

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

  publicUrl(key: string): string {
    return `${this.options.publicBaseUrl.replace(/\/+$/, "")}/${key}`;
  }
}
