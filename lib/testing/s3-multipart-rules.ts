import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** S3's smallest part, except the last ("Amazon S3 multipart upload limits": 5 MiB). */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;

type KoaContext = { method: string; path: string; query: Record<string, string | string[] | undefined>; status: number; type: string; body: unknown; set(name: string, value: string): void };
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const xmlError = (ctx: KoaContext, status: number, code: string, message: string) => {
  ctx.status = status;
  ctx.type = "application/xml";
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
};

/**
 * What s3rver 3.7 leaves out of S3's multipart protocol, answered as S3 documents it, in front of
 * s3rver's own routes: AbortMultipartUpload (DELETE ?uploadId: 204, its parts gone; s3rver
 * answers 405), NoSuchUpload (404) for a part, completion or abort of an upload that is not open
 * (s3rver would store the part anyway), and EntityTooSmall (400) when a part other than the last
 * is under 5 MiB (s3rver joins any sizes). `uploadsFolder(bucket)` is where s3rver keeps parts.
 */
export function multipartRules(uploadsFolder: (bucket: string) => string): Middleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const bucket = ctx.path.split("/")[1];
    if (typeof uploadId !== "string" || !bucket || !/^[0-9a-f]+$/.test(uploadId)) return next();
    const folder = path.join(uploadsFolder(bucket), uploadId);
    const open = await stat(folder).then(
      () => true,
      () => false,
    );
    if (!open) return xmlError(ctx, 404, "NoSuchUpload", "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.");
    if (ctx.method === "DELETE") {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    if (ctx.method === "POST") {
      const numbers = (await readdir(folder)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
      for (const number of numbers.slice(0, -1)) {
        const { size } = await stat(path.join(folder, String(number)));
        if (size < S3_MIN_PART_BYTES) return xmlError(ctx, 400, "EntityTooSmall", `Your proposed upload is smaller than the minimum allowed object size (part ${number}: ${size} bytes).`);
      }
    }
    return next();
  };
}
