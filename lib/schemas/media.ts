import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";
import { MAX_MEDIA_BYTES, MEDIA_MIME_TYPES } from "@/lib/images/image-formats";
import { VIDEO_MIME_TYPES } from "@/lib/video/video-facts";

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
    url: z.string().meta({ description: "Where the file is served; give it as a post's `image_url` (or first in `media`)." }),
    kind: z.enum(["image", "video"]).meta({ description: "What the file is, judged by its content (docs/video.md)." }),
    mime_type: z.enum([...MEDIA_MIME_TYPES, ...VIDEO_MIME_TYPES]),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    alt_text: z.string().nullable(),
    // What ffprobe found in a video (lib/video/video-facts.ts); null for an image.
    duration_ms: z.number().int().nullable(),
    video_codec: z.string().nullable().meta({ description: "ffprobe's codec name: h264, hevc, vp9, av1, prores, …" }),
    audio_codec: z.string().nullable().meta({ description: "ffprobe's codec name (aac, opus, …); null when silent or an image." }),
    frame_rate: z.number().nullable(),
    bit_rate: z.number().int().nullable().meta({ description: "Bits per second of the whole file." }),
    container: z.enum(["mp4", "mov", "webm"]).nullable(),
    cover_url: z.string().nullable().meta({ description: "The video's cover frame (a JPEG), once made; null for an image." }),
    created_at: dateTimeSchema,
  })
  .meta({ id: "Media" });

export type UploadMediaInput = z.infer<typeof uploadMediaSchema>;
export type MediaOutput = z.infer<typeof mediaSchema>;

type MediaRow = {
  id: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  altText: string | null;
  createdAt: Date;
  kind: string;
  container: string | null;
  videoCodec: string | null;
  audioCodec: string | null;
  durationMs: number | null;
  frameRate: number | null;
  bitRate: bigint | null;
};

/** `coverUrl`: the public URL of the row's cover_key, when it has one. */
export function toMediaOutput(row: MediaRow, url: string, coverUrl: string | null = null): MediaOutput {
  const video = row.kind === "video";
  return {
    id: row.id,
    url,
    kind: video ? "video" : "image",
    mime_type: row.mimeType as MediaOutput["mime_type"],
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt_text: row.altText,
    duration_ms: video ? row.durationMs : null,
    video_codec: video ? row.videoCodec : null,
    audio_codec: video ? row.audioCodec : null,
    frame_rate: video ? row.frameRate : null,
    bit_rate: video && row.bitRate !== null ? Number(row.bitRate) : null,
    container: video ? (row.container as MediaOutput["container"]) : null,
    cover_url: video ? coverUrl : null,
    created_at: row.createdAt.toISOString(),
  };
}
