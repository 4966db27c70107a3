import { z } from "@/lib/zod";
import { dateTimeSchema, platformListSchema, platformSchema, uuidSchema } from "@/lib/schemas/common";
import { mediaSchema } from "@/lib/schemas/media";

export const startTranscodeSchema = z.strictObject({
  platforms: platformListSchema.meta({ description: "The platforms the converted video must suit; each must refuse the video as it is, for a reason converting fixes." }),
});

export const transcodeJobSchema = z
  .object({
    id: uuidSchema,
    media_id: uuidSchema.meta({ description: "The video converted; it stays as it was." }),
    platforms: z.array(platformSchema),
    status: z.enum(["queued", "running", "succeeded", "failed", "cancelled"]).meta({ description: "cancelled: stopped by POST /media/transcodes/{id}/cancel; it makes no video." }),
    progress_percent: z.number().int().min(0).max(100).meta({ description: "How much of the video is written, 0 to 100." }),
    result_media: mediaSchema.nullable().meta({ description: "Once succeeded: the converted video, a new media file with its own facts and cover; use its url in the post." }),
    error: z.string().nullable().meta({ description: "Once failed: why, in words." }),
    created_at: dateTimeSchema,
    finished_at: dateTimeSchema.nullable(),
  })
  .meta({ id: "TranscodeJob" });

export type StartTranscodeInput = z.infer<typeof startTranscodeSchema>;
export type TranscodeJobOutput = z.infer<typeof transcodeJobSchema>;
