import type { VoiceInput } from "@/lib/schemas/voice";
import { confidenceScore } from "@/lib/content/extract/confidence";
import { analyzeCorpus } from "@/lib/content/extract/corpus";
import { NoSampleTextError } from "@/lib/content/extract/errors";
import { describeSentenceStructure, vocabularyLevel } from "@/lib/content/extract/language-patterns";
import { extractSignaturePhrases } from "@/lib/content/extract/signature-phrases";
import { measureStyle } from "@/lib/content/extract/style-features";
import { extractThemes } from "@/lib/content/extract/themes";
import { nextTurn } from "@/lib/content/next-turn";
import { estimateTone } from "@/lib/content/extract/tone";
import { deriveTraits } from "@/lib/content/extract/traits";


export type LocalExtraction = { voice: VoiceInput; confidenceScore: number };

/**
 * A brand voice from sample texts, without a language model: wink-nlp tokenises, tags and splits
 * sentences; themes come from TF-IDF over the samples (each sample one document), signature
 * phrases are n-grams recurring across samples, tone and vocabulary come from style statistics
 * (see tone.ts, language-patterns.ts), traits from the tone. Pass each post, or each paragraph
 * of a web page, as its own sample: recurrence across samples is what makes a phrase a signature.
 *
 * Deterministic (no randomness, ties broken by text). Text in other languages does not fail:
 * it gets themes and phrases but English-only heuristics (contractions, slang...) read neutral.
 * At most MAX_ANALYZED_CHARS (corpus.ts) of text is read.
 *
 * @throws NoSampleTextError (an ApiError, 400 invalid_request) when there are no words at all.
 */
export async function extractVoiceLocally(texts: readonly string[]): Promise<LocalExtraction> {
  const samples = await analyzeCorpus(texts);
  // Each stage runs at once over the analysed text (MAX_ANALYZED_CHARS bounds it), with a turn
  // for other requests between stages.
  const style = measureStyle(samples);
  if (style.wordCount === 0) throw new NoSampleTextError();
  await nextTurn();
  const themes = extractThemes(samples);
  await nextTurn();
  const signaturePhrases = extractSignaturePhrases(samples);

  const tone = estimateTone(style);
  const vocabulary = vocabularyLevel(style);
  const voice: VoiceInput = {
    personality_traits: deriveTraits(tone, vocabulary, style).slice(0, 20),
    tone_attributes: tone,
    language_patterns: {
      vocabulary_level: vocabulary,
      sentence_structure: describeSentenceStructure(style).slice(0, 300),
      signature_phrases: signaturePhrases,
    },
    content_themes: themes,
  };
  return { voice, confidenceScore: confidenceScore(style.wordCount, style.sampleCount) };
}
