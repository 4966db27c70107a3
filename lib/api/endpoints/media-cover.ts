import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { mediaSchema } from "@/lib/schemas/media";
import { setCoverSchema } from "@/lib/schemas/media-cover";

// A video's cover chosen by the user (docs/video.md, "Cover").
export const mediaCoverEndpoints = {
  set: defineEndpoint({
    method: "PUT",
    path: "/api/v1/media/{id}/cover",
    operationId: "setMediaCover",
    summary: "Choose a video's cover",
    description:
      "Either `at_ms`, the time of the frame to show (before the video's end), or `image_media_id`, an uploaded image of the workspace. " +
      "The cover replaces the automatic frame at the same `cover_url`; Instagram (cover_url), LinkedIn (thumbnail) and TikTok (video_cover_timestamp_ms, for a chosen frame) receive it when the post is published.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    body: setCoverSchema,
    data: z.object({ media: mediaSchema }),
    status: 200,
    errors: ["not_found"],
  }),
};
