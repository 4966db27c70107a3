import { voiceEndpoints } from "@/lib/api/endpoints/voice";
import { route } from "@/lib/api/route";
import { getVoiceOrThrow } from "@/lib/brands/get-voice-or-throw";
import { setVoice } from "@/lib/brands/set-voice";
import { toVoiceOutput } from "@/lib/schemas/voice";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(voiceEndpoints.get, async ({ caller, params }) => ({ voice: toVoiceOutput(await getVoiceOrThrow(caller, params.id)) }));

export const PUT = route(voiceEndpoints.set, async ({ caller, params, body }) => ({
  voice: toVoiceOutput(await setVoice(caller, params.id, body)),
}));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods("GET", "PUT");
