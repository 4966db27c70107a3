import { mediaTranscodeEndpoints } from "@/lib/api/endpoints/media-transcodes";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { requestTranscode } from "@/lib/media/transcode/transcode-jobs";

export const POST = route(mediaTranscodeEndpoints.start, async ({ caller, params, body }) => ({ transcode: await requestTranscode(caller, params.id, body.platforms) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
