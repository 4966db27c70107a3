import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { extractVoiceOutputSchema, extractVoiceSchema } from "@/lib/schemas/content";
import { voiceInputSchema, voiceSchema } from "@/lib/schemas/voice";

const oneVoice = z.object({ voice: voiceSchema });

export const voiceEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/brands/{id}/voice",
    operationId: "getVoiceProfile",
    summary: "Get a brand's voice profile",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: oneVoice,
    status: 200,
    errors: ["brand_forbidden", "not_found", "voice_profile_missing"],
  }),
  set: defineEndpoint({
    method: "PUT",
    path: "/api/v1/brands/{id}/voice",
    operationId: "setVoiceProfile",
    summary: "Set a brand's voice profile by hand",
    auth: { kind: "scope", scope: "write" },
    params: idParams,
    body: voiceInputSchema,
    data: oneVoice,
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  extract: defineEndpoint({
    method: "POST",
    path: "/api/v1/brands/{id}/voice/extract",
    operationId: "extractVoiceProfile",
    summary: "Build a voice profile from sample posts and/or the brand's website",
    auth: { kind: "scope", scope: "write" },
    params: idParams,
    body: extractVoiceSchema,
    data: extractVoiceOutputSchema,
    status: 200,
    errors: ["brand_forbidden", "not_found", "generation_failed"],
  }),
};
