import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";
import { MAX_MEDIA_BYTES, MEDIA_MIME_TYPES, type MediaMimeType } from "@/lib/images/image-formats";

/** The multipart body around the file: its framing and the alt text. */
export const MAX_MEDIA_BODY_BYTES = MAX_MEDIA_BYTES + 64 * 1024;
/** The smallest alt text bound of the platforms that take one (X: 1,000 characters; docs/platforms.md, "Images"). */
export const MAX_ALT_TEXT_LENGTH = 1000;

const altTextSchema = text({ max: MAX_ALT_TEXT_LENGTH, trim: true }).meta({ description: "What the image shows, for readers who cannot see it; sent to every platform with an alt text field." });

export const uploadMediaSchema = z.strictObject({
  file: z.file().meta({ description: `The image: JPEG, PNG, WebP or GIF (judged by its decoded content, not its name or declared type), at most ${MAX_MEDIA_BYTES} bytes.` }),
  alt_text: altTextSchema.optional(),
});

export const updateMediaSchema = z.strictObject({ alt_text: altTextSchema.nullable() });

export const mediaSchema = z
  .object({
    id: uuidSchema,
    url: z.string().meta({ description: "Where the image is served; give it as a post's `image_url`." }),
    mime_type: z.enum(MEDIA_MIME_TYPES),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    alt_text: z.string().nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: "Media" });

export type UploadMediaInput = z.infer<typeof uploadMediaSchema>;
export type MediaOutput = z.infer<typeof mediaSchema>;

type MediaRow = { id: string; mimeType: string; bytes: number; width: number; height: number; altText: string | null; createdAt: Date };

export function toMediaOutput(row: MediaRow, url: string): MediaOutput {
  return {
    id: row.id,
    url,
    mime_type: row.mimeType as MediaMimeType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt_text: row.altText,
    created_at: row.createdAt.toISOString(),
  };
}
