import { mediaTranscodeEndpoints } from "@/lib/api/endpoints/media-transcodes";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { getTranscodeJob } from "@/lib/media/transcode/transcode-jobs";

export const GET = route(mediaTranscodeEndpoints.get, async ({ caller, params }) => ({ transcode: await getTranscodeJob(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
