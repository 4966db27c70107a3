import { voiceEndpoints } from "@/lib/api/endpoints/voice";
import { route } from "@/lib/api/route";
import { extractVoice } from "@/lib/content/extract-voice";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(voiceEndpoints.extract, async ({ caller, params, body }) => extractVoice(caller, params.id, body));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
