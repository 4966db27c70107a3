import { ApiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";

/** The brand and its voice profile; 404 voice_profile_missing when none was set or extracted yet. */
export async function getBrandWithVoiceOrThrow(caller: Caller, brandId: string) {
  const brand = await getBrandOrThrow(caller, brandId);
  const voice = await db().brandVoice.findUnique({ where: { brandId } });
  if (!voice) {
    throw new ApiError(
      "voice_profile_missing",
      "This brand has no voice profile yet. Extract one with POST /brands/{id}/voice/extract or set it with PUT /brands/{id}/voice.",
    );
  }
  return { brand, voice };
}

export async function getVoiceOrThrow(caller: Caller, brandId: string) {
  return (await getBrandWithVoiceOrThrow(caller, brandId)).voice;
}
