import * as generateRoute from "@/app/api/v1/content/generate/route";
import { callRoute } from "@/lib/testing/call-route";

/** A playful, bold snack brand's voice: the profile the generation API tests write for. */
export const SNACK_BRAND_VOICE = {
  personalityTraits: ["playful", "bold"],
  formality: 0.15,
  energy: 0.9,
  warmth: 0.8,
  vocabularyLevel: "simple",
  sentenceStructure: "short, punchy sentences",
  signaturePhrases: ["Snack loud."],
  contentThemes: [{ theme: "snacks", keywords: ["crunch", "flavour", "chips"] }],
  confidenceScore: 1,
};

/** POST /api/v1/content/generate through its route handler, as a client calls it. */
export const callGenerate = (headers: HeadersInit, body: unknown) => callRoute(generateRoute.POST, "POST", "/api/v1/content/generate", { headers, body });
