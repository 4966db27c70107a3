import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";
import { MAX_ALT_TEXT_LENGTH } from "@/lib/schemas/media";
import { text } from "@/lib/schemas/text";

// The bounds of a resumable upload (docs/video.md, "Uploading"), beside the schema that checks them.
/**
 * The largest file an upload session takes: 2 GB (2,000,000,000 bytes), under the 2^31 − 1 a
 * media row's INTEGER `bytes` holds, and above the largest video any platform Brandcast publishes
 * to accepts in one post (docs/video.md, "Uploading").
 */
export const MAX_UPLOAD_BYTES = 2_000_000_000;

/**
 * The size of every chunk but the last: 8 MiB. S3 refuses a multipart part under 5 MiB (except
 * the last), and a chunk is held in memory once while it is written, so it stays small.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** An open session not completed by then is swept away with what it received. */
export const UPLOAD_SESSION_HOURS = 24;

/** What a file name says it is: a video or an image, by its extension; the content must agree on completion. */
const VIDEO_EXTENSIONS = ["mp4", "m4v", "mov", "webm"];
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif"];

export type ClaimedKind = "video" | "image";

export function claimedKindOf(fileName: string): ClaimedKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (VIDEO_EXTENSIONS.includes(extension)) return "video";
  if (IMAGE_EXTENSIONS.includes(extension)) return "image";
  return null;
}

export const ACCEPTED_FILE_NAMES = `${VIDEO_EXTENSIONS.map((e) => `.${e}`).join(", ")} (a video) or ${IMAGE_EXTENSIONS.map((e) => `.${e}`).join(", ")} (an image)`;

export const startUploadSchema = z.strictObject({
  file_name: text({ max: 255, trim: true, visible: true }).meta({ description: `The file's name; its extension says what it is: ${ACCEPTED_FILE_NAMES}. The content must agree when the upload completes.` }),
  bytes: z
    .number()
    .int()
    .min(1, "must be at least 1 byte")
    .max(MAX_UPLOAD_BYTES, `must be at most ${MAX_UPLOAD_BYTES} bytes (2 GB)`)
    .meta({ description: `The file's exact size in bytes (at most ${MAX_UPLOAD_BYTES}; an image at most 8 MB).` }),
  alt_text: text({ max: MAX_ALT_TEXT_LENGTH, trim: true }).optional().meta({ description: "What the file shows, for readers who cannot see it." }),
});

export const uploadSessionSchema = z
  .object({
    id: uuidSchema.meta({ description: "The session's id; the media the upload becomes has the same id." }),
    status: z.enum(["open", "completed", "aborted"]),
    file_name: z.string(),
    bytes: z.number().int().meta({ description: "The declared size of the whole file." }),
    received_bytes: z.number().int().meta({ description: "Bytes received so far: the next chunk starts here." }),
    chunk_bytes: z.number().int().meta({ description: "The size every chunk must have, except the last (which ends the file)." }),
    upload_url: z.string().meta({ description: "Where each chunk goes: PUT with `Content-Range: bytes <start>-<end>/<bytes>` and the raw bytes as application/octet-stream." }),
    expires_at: dateTimeSchema.meta({ description: "An open session not completed by then is removed with what it received." }),
    created_at: dateTimeSchema,
  })
  .meta({ id: "UploadSession" });

export type StartUploadInput = z.infer<typeof startUploadSchema>;
export type UploadSessionOutput = z.infer<typeof uploadSessionSchema>;

type UploadSessionRow = { id: string; status: string; fileName: string; totalBytes: number; receivedBytes: number; chunkBytes: number; expiresAt: Date; createdAt: Date };

export function toUploadSessionOutput(row: UploadSessionRow, origin: string): UploadSessionOutput {
  return {
    id: row.id,
    status: row.status as UploadSessionOutput["status"],
    file_name: row.fileName,
    bytes: row.totalBytes,
    received_bytes: row.receivedBytes,
    chunk_bytes: row.chunkBytes,
    upload_url: `${origin}/api/v1/media/uploads/${row.id}`,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
