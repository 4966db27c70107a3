import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { voiceColumns, type VoiceInput } from "@/lib/schemas/voice";

/** Sets a voice profile by hand (docs/api-decisions.md: confidence_score 1), replacing any earlier one. */
export async function setVoice(caller: Caller, brandId: string, input: VoiceInput, confidenceScore = 1) {
  await getBrandOrThrow(caller, brandId);
  const columns = voiceColumns(input, confidenceScore);
  return db().brandVoice.upsert({
    where: { brandId },
    create: { brandId, ...columns },
    update: columns,
  });
}
