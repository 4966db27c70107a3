import { invalidRequest } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { setVoice } from "@/lib/brands/set-voice";
import { confidenceScore } from "@/lib/content/extract/confidence";
import { extractVoiceLocally, NoSampleTextError } from "@/lib/content/extract/local-extractor";
import { extractVoiceWithModel } from "@/lib/content/model/model-extractor";
import { modelConfig } from "@/lib/content/model/model-config";
import { fetchPageText } from "@/lib/net/fetch-page-text";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import type { ExtractVoiceInput } from "@/lib/schemas/content";
import { toVoiceOutput, type VoiceInput } from "@/lib/schemas/voice";

/**
 * POST /brands/{id}/voice/extract: a profile from sample posts and/or the brand's website,
 * by the model when one is configured, else by the local extractor. Saved unless `save` is
 * false (the dashboard shows the result before saving it).
 */
export async function extractVoice(caller: Caller, brandId: string, input: ExtractVoiceInput) {
  const brand = await getBrandOrThrow(caller, brandId);
  const texts = (input.samples ?? []).map((sample) => sample.trim()).filter(Boolean);
  if (input.from_website) texts.push(...(await websiteTexts(brand.website)));

  const config = modelConfig();
  let voice: VoiceInput;
  let confidence: number;
  if (config) {
    // The local extractor refuses a corpus without words itself; a model would be asked anyway.
    const words = texts.join(" ").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    if (words === 0) throw new NoSampleTextError();
    voice = await extractVoiceWithModel(config, brand.name, texts);
    confidence = confidenceScore(words, texts.length);
  } else {
    const local = extractVoiceLocally(texts);
    voice = local.voice;
    confidence = local.confidenceScore;
  }

  if (!input.save) {
    return { voice: { ...voice, brand_id: brandId, confidence_score: confidence, created_at: new Date().toISOString() }, saved: false, extractor: config ? "model" : "local" };
  }
  const saved = await setVoice(caller, brandId, voice, confidence);
  return { voice: toVoiceOutput(saved), saved: true, extractor: config ? "model" : "local" };
}

async function websiteTexts(website: string): Promise<string[]> {
  try {
    const page = await fetchPageText(website);
    // Each block is its own sample: signature phrases are what recurs across samples.
    return [page.title, page.description, ...page.blocks].map((text) => text.trim()).filter(Boolean);
  } catch (error) {
    if (error instanceof SafeFetchError) throw invalidRequest(`from_website: could not read ${website}: ${error.message}.`);
    throw error;
  }
}
