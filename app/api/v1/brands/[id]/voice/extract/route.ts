import { withApi } from "@/lib/api/with-api";
import { extractVoice } from "@/lib/content/extract-voice";
import { extractVoiceSchema } from "@/lib/schemas/content";

export const POST = withApi(async ({ caller, params, body }) => extractVoice(caller, params.id, body), {
  scope: "write",
  body: extractVoiceSchema,
});
