import { ApiError, notFound } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";

/**
 * The brand and its voice profile, in one query; 404 voice_profile_missing when none was
 * set or extracted yet. Another user's brand is 404, one outside a key's brands 403.
 */
export async function getBrandWithVoiceOrThrow(caller: Caller, brandId: string) {
  const found = await db().brand.findFirst({ where: { id: brandId, userId: caller.userId }, include: { voice: true } });
  if (!found) throw notFound("Brand");
  assertBrandReachable(caller, brandId);
  const { voice, ...brand } = found;
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
