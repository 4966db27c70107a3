import { ApiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";

/** The brand's voice profile; 404 voice_profile_missing when none was set or extracted yet. */
export async function getVoiceOrThrow(caller: Caller, brandId: string) {
  await getBrandOrThrow(caller, brandId);
  const voice = await db().brandVoice.findUnique({ where: { brandId } });
  if (!voice) {
    throw new ApiError("voice_profile_missing", "This brand has no voice profile yet. Set one with PUT /brands/{id}/voice or extract it first.");
  }
  return voice;
}
