import { z } from "@/lib/zod";
import { uuidSchema } from "@/lib/schemas/common";

export const setCoverSchema = z
  .strictObject({
    at_ms: z.number().int().min(0).optional().meta({ description: "The frame shown as cover: its time in the video, in milliseconds (before the video's end)." }),
    image_media_id: uuidSchema.optional().meta({ description: "An uploaded image (POST /api/v1/media) to show as cover instead of a frame." }),
  })
  .refine((body) => (body.at_ms === undefined) !== (body.image_media_id === undefined), { message: "give exactly one of at_ms and image_media_id", path: ["at_ms"] });

export type SetCoverInput = z.infer<typeof setCoverSchema>;
