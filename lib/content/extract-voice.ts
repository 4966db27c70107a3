import { invalidRequest } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { setVoice } from "@/lib/brands/set-voice";
import { confidenceScore } from "@/lib/content/extract/confidence";
import { NoSampleTextError } from "@/lib/content/extract/errors";
import { extractVoiceLocally } from "@/lib/content/extract/local-extractor";
import { extractVoiceWithModel } from "@/lib/content/model/model-extractor";
import { modelConfig } from "@/lib/content/model/model-config";
import { fetchPageText } from "@/lib/net/fetch-page-text";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import type { ExtractVoiceInput, ExtractVoiceOutput } from "@/lib/schemas/content";
import { SAMPLE_POST_MAX_LENGTH, SAMPLE_POSTS_MAX, toVoiceOutput, type VoiceInput } from "@/lib/schemas/voice";

/**
 * POST /brands/{id}/voice/extract: a profile from sample posts and/or the brand's website,
 * by the model when one is configured, else by the local extractor. Saved unless `save` is
 * false (the dashboard shows the result before saving it).
 */
export async function extractVoice(caller: Caller, brandId: string, input: ExtractVoiceInput): Promise<ExtractVoiceOutput> {
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
    const local = await extractVoiceLocally(texts);
    voice = local.voice;
    confidence = local.confidenceScore;
  }

  // The samples the profile was learned from are kept with it (the model's examples); a
  // website-only extraction keeps whatever sample posts the profile already had.
  const samplePosts = keptSamples(input.samples ?? []);
  if (samplePosts.length > 0) voice = { ...voice, sample_posts: samplePosts };
  if (!input.save) {
    return {
      voice: { ...voice, sample_posts: voice.sample_posts ?? [], brand_id: brandId, confidence_score: confidence, created_at: new Date().toISOString() },
      saved: false,
      extractor: config ? "model" : "local",
    };
  }
  const saved = await setVoice(caller, brandId, voice, confidence);
  return { voice: toVoiceOutput(saved), saved: true, extractor: config ? "model" : "local" };
}

/** The first SAMPLE_POSTS_MAX non-blank samples, each within SAMPLE_POST_MAX_LENGTH (cut at a space). */
function keptSamples(samples: readonly string[]): string[] {
  return samples
    .map((sample) => sample.trim())
    .filter(Boolean)
    .slice(0, SAMPLE_POSTS_MAX)
    .map((sample) => {
      if (sample.length <= SAMPLE_POST_MAX_LENGTH) return sample;
      const cut = sample.slice(0, SAMPLE_POST_MAX_LENGTH);
      const space = cut.search(/\s\S*$/u);
      return (space > SAMPLE_POST_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd();
    });
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
