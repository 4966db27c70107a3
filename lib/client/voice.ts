import { hasCode } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/api-fetch";
import { limitConcurrency } from "@/lib/client/limit-concurrency";
import { resources } from "@/lib/client/resource-store";
import type { ExtractResult, Voice, VoiceInput } from "@/lib/client/types";
import { voiceUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { ExtractVoiceInput } from "@/lib/schemas/content";

/** How many voice look-ups run at once (the brands list asks for one per brand). */
const VOICE_CONCURRENCY = 4;

// A brand without a profile answers 404 voice_profile_missing: for the dashboard that is
// "no voice yet" (null), not a failure.
const loadVoice = limitConcurrency(VOICE_CONCURRENCY, async (url: string, signal: AbortSignal): Promise<Voice | null> => {
  try {
    return (await apiFetch<{ voice: Voice }>(url, { signal })).voice;
  } catch (error) {
    if (hasCode(error, "voice_profile_missing")) return null;
    throw error;
  }
});

/** A brand's voice profile, or null when it has none yet. */
export function useVoice(brandId: string | null) {
  return useResource(brandId ? voiceUrl(brandId) : null, loadVoice);
}

/** PUT: sets the whole profile by hand (or adopts an extracted one). */
export async function saveVoice(brandId: string, input: VoiceInput): Promise<Voice> {
  const { voice } = await apiFetch<{ voice: Voice }>(voiceUrl(brandId), { method: "PUT", body: input });
  resources.update<Voice | null>(voiceUrl(brandId), () => voice);
  return voice;
}

/** POST …/voice/extract; with `save: false` the profile comes back for a preview and nothing changes. */
export async function extractVoice(brandId: string, input: Partial<ExtractVoiceInput>, signal?: AbortSignal): Promise<ExtractResult> {
  const result = await apiFetch<ExtractResult>(`${voiceUrl(brandId)}/extract`, { method: "POST", body: input, signal });
  if (result.saved) resources.update<Voice | null>(voiceUrl(brandId), () => result.voice);
  return result;
}
