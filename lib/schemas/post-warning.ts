import { z } from "@/lib/zod";
import { platformSchema } from "@/lib/schemas/common";

/**
 * What the saved post still needs before it can be scheduled or queued (the draft is saved all
 * the same; docs/api-decisions.md, "A draft is a draft"). The shape of POST /posts/schedule's
 * warnings, with the field the missing value belongs in: `media_required`, the platform cannot
 * publish text alone and has no image to publish.
 */
export const postWarningSchema = z
  .object({
    code: z.enum(["media_required"]),
    platform: platformSchema,
    field: z.string().meta({ description: "Where the missing value goes: `image_url`, or `versions.<platform>.image_url` when the platform's version chose no image." }),
    message: z.string(),
  })
  .meta({ id: "PostWarning" });

export type PostWarning = z.infer<typeof postWarningSchema>;

/** Additive on the answers that save a post (create, edit, duplicate): empty when it can be scheduled as it is. */
export const postWarningsSchema = z.array(postWarningSchema).meta({
  description:
    "What the saved draft still needs before it can be scheduled or queued: for Instagram and TikTok, an image (`media_required`). " +
    "The draft is saved either way; scheduling or queueing it without that is 400 invalid_request naming the platform. Empty when nothing is missing.",
});
