import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { startTranscodeSchema, transcodeJobSchema } from "@/lib/schemas/transcode-job";

const oneJob = z.object({ transcode: transcodeJobSchema });

// Converting a video for the platforms that refuse it, with the user's agreement (docs/video.md, "Converting").
export const mediaTranscodeEndpoints = {
  start: defineEndpoint({
    method: "POST",
    path: "/api/v1/media/{id}/transcode",
    operationId: "transcodeMedia",
    summary: "Convert a video for the platforms that refuse it",
    description:
      "Starts converting the video to H.264/AAC MP4 sized and paced for every platform named (each must refuse the video as it is, for a reason converting fixes: " +
      "codec, container, size, frame rate, bit rate; one that takes it already, or whose refusal converting cannot fix, such as its length, is 400 naming it). " +
      "Answers 202 with the job: poll `GET /api/v1/media/transcodes/{id}` for `progress_percent` and `status`; once `succeeded`, `result_media` is a new video " +
      "with its own facts and cover, to use in the post in place of the original, which is never changed. A failed job says why in `error`. " +
      "Asking again while the same conversion is unfinished answers that job.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    body: startTranscodeSchema,
    data: oneJob,
    status: 202,
    errors: ["not_found"],
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/media/transcodes/{id}",
    operationId: "getMediaTranscode",
    summary: "Get a video conversion's progress",
    description: "`status` queued, running, succeeded, failed or cancelled; `progress_percent` 0 to 100; `result_media` once succeeded; `error` once failed.",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: oneJob,
    status: 200,
    errors: ["not_found"],
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/api/v1/media/transcodes/{id}/cancel",
    operationId: "cancelMediaTranscode",
    summary: "Cancel a video conversion",
    description:
      "Stops a queued or running conversion: a queued one never starts, a running one's ffmpeg is stopped (within seconds; a worker on another server " +
      "stops at its next heartbeat, at most 20 seconds) and nothing it made is kept. Answers the job, `status` cancelled; cancelling it again answers the same. " +
      "A conversion that already succeeded or failed is 409 transcode_finished.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    data: oneJob,
    status: 200,
    errors: ["not_found", "transcode_finished"],
  }),
};
