import { withApi } from "@/lib/api/with-api";
import { getVoiceOrThrow } from "@/lib/brands/get-voice-or-throw";
import { setVoice } from "@/lib/brands/set-voice";
import { toVoiceOutput, voiceInputSchema } from "@/lib/schemas/voice";

export const GET = withApi(async ({ caller, params }) => ({ voice: toVoiceOutput(await getVoiceOrThrow(caller, params.id)) }), {
  scope: "read",
});

export const PUT = withApi(
  async ({ caller, params, body }) => ({ voice: toVoiceOutput(await setVoice(caller, params.id, body)) }),
  { scope: "write", body: voiceInputSchema },
);
