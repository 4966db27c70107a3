import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";
import { MAX_ALT_TEXT_LENGTH } from "@/lib/schemas/media";
import { text } from "@/lib/schemas/text";
import { ACCEPTED_FILE_NAMES, MAX_UPLOAD_BYTES } from "@/lib/media/uploads/upload-limits";

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
