import { mediaTranscodeEndpoints } from "@/lib/api/endpoints/media-transcodes";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { cancelTranscodeJob } from "@/lib/media/transcode/transcode-jobs";

export const POST = route(mediaTranscodeEndpoints.cancel, async ({ caller, params }) => ({ transcode: await cancelTranscodeJob(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods("POST");
