import { defineEndpoint } from "@/lib/api/endpoint";
import { generateContentOutputSchema, generateContentSchema } from "@/lib/schemas/content";

export const contentEndpoints = {
  generate: defineEndpoint({
    method: "POST",
    path: "/api/v1/content/generate",
    operationId: "generateContent",
    summary: "Generate posts in the brand's voice, fitted to each platform",
    auth: { kind: "scope", scope: "generate" },
    body: generateContentSchema,
    data: generateContentOutputSchema,
    status: 200,
    errors: ["brand_forbidden", "not_found", "voice_profile_missing", "quota_exceeded", "generation_failed"],
  }),
};
