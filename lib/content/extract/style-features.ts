import { AFFECTIVE, INCLUSIVE, INTENSIFIERS, LATINATE_SUFFIX, PERSONAL_PRONOUNS, SECOND_PERSON, SLANG, WARM_EMOJI } from "@/lib/content/extract/lexicons";
import type { AnalyzedSample } from "@/lib/content/extract/nlp";

/** Rates over the whole corpus that the tone, vocabulary and structure estimates read. */
export type StyleFeatures = {
  wordCount: number;
  sampleCount: number;
  sentenceCount: number;
  avgSentenceWords: number;
  /** Standard deviation of sentence length over its mean. */
  sentenceLengthVariation: number;
  questionShare: number;
  exclamationShare: number;
  /** Per 100 words. */
  contractionsPer100: number;
  slangPer100: number;
  intensifiersPer100: number;
  capsPer100: number;
  affectivePer100: number;
  /** Per sentence. */
  emojiPerSentence: number;
  warmEmojiPerSentence: number;
  hashtagsPerSample: number;
  /** Shares of words. */
  personalPronounRate: number;
  secondPersonRate: number;
  inclusiveRate: number;
  latinateRate: number;
  complexWordRate: number;
  avgWordLength: number;
  /** Moving-average type-token ratio (window 50): lexical variety that does not fall with length. */
  typeTokenRatio: number;
  /** Mean of wink's per-sample sentiment, weighted by words, -1..1. */
  sentiment: number;
};

const TTR_WINDOW = 50;

function movingTypeTokenRatio(words: string[]): number {
  if (words.length === 0) return 0;
  if (words.length <= TTR_WINDOW) return new Set(words).size / words.length;
  let sum = 0;
  const windows = words.length - TTR_WINDOW + 1;
  const counts = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    counts.set(words[i], (counts.get(words[i]) ?? 0) + 1);
    if (i >= TTR_WINDOW) {
      const out = words[i - TTR_WINDOW];
      const left = (counts.get(out) ?? 1) - 1;
      if (left === 0) counts.delete(out);
      else counts.set(out, left);
    }
    if (i >= TTR_WINDOW - 1) sum += counts.size / TTR_WINDOW;
  }
  return sum / windows;
}

export function measureStyle(samples: readonly AnalyzedSample[]): StyleFeatures {
  let words = 0, contractionTokens = 0, slang = 0, intensifiers = 0, caps = 0, affective = 0;
  let emoji = 0, warmEmoji = 0, hashtags = 0, personal = 0, second = 0, inclusive = 0;
  let latinate = 0, letters = 0, complex = 0, sentimentSum = 0;
  const sentenceLengths: number[] = [];
  let questions = 0, exclamations = 0;
  const normals: string[] = [];

  for (const sample of samples) {
    complex += sample.complexWordCount;
    sentimentSum += sample.sentiment * sample.wordCount;
    for (const sentence of sample.sentences) {
      if (sentence.wordCount === 0) continue;
      sentenceLengths.push(sentence.wordCount);
      if (sentence.endsWith === "?") questions++;
      if (sentence.endsWith === "!") exclamations++;
    }
    for (const token of sample.tokens) {
      if (token.contraction) contractionTokens++;
      if (token.type === "emoji" || token.type === "emoticon") {
        emoji++;
        if (WARM_EMOJI.test(token.value)) warmEmoji++;
      }
      if (token.type === "hashtag") hashtags++;
      if (!token.isWord) continue;
      const normal = token.normal.toLowerCase();
      words++;
      normals.push(normal);
      letters += [...token.value].length;
      if (SLANG.has(normal)) slang++;
      if (INTENSIFIERS.has(normal)) intensifiers++;
      if (AFFECTIVE.has(normal) || AFFECTIVE.has(token.lemma)) affective++;
      if (PERSONAL_PRONOUNS.has(normal)) personal++;
      if (SECOND_PERSON.has(normal)) second++;
      if (INCLUSIVE.has(normal)) inclusive++;
      if (normal.length >= 7 && LATINATE_SUFFIX.test(normal)) latinate++;
      // Shouting, not acronyms: wink tags "ETF" or "NASA" as proper nouns.
      if (token.upperCase && token.value.length >= 2 && token.pos !== "PROPN") caps++;
    }
  }

  const sentenceCount = sentenceLengths.length;
  const mean = sentenceCount ? sentenceLengths.reduce((a, b) => a + b, 0) / sentenceCount : 0;
  const variance = sentenceCount ? sentenceLengths.reduce((a, b) => a + (b - mean) ** 2, 0) / sentenceCount : 0;
  const per100 = (n: number) => (words ? (100 * n) / words : 0);
  const share = (n: number) => (words ? n / words : 0);
  const perSentence = (n: number) => (sentenceCount ? n / sentenceCount : 0);

  return {
    wordCount: words,
    sampleCount: samples.length,
    sentenceCount,
    avgSentenceWords: mean,
    sentenceLengthVariation: mean ? Math.sqrt(variance) / mean : 0,
    questionShare: perSentence(questions),
    exclamationShare: perSentence(exclamations),
    // wink flags both halves of a contraction ("we" + "'re").
    contractionsPer100: per100(contractionTokens / 2),
    slangPer100: per100(slang),
    intensifiersPer100: per100(intensifiers),
    capsPer100: per100(caps),
    affectivePer100: per100(affective),
    emojiPerSentence: perSentence(emoji),
    warmEmojiPerSentence: perSentence(warmEmoji),
    hashtagsPerSample: samples.length ? hashtags / samples.length : 0,
    personalPronounRate: share(personal),
    secondPersonRate: share(second),
    inclusiveRate: share(inclusive),
    latinateRate: share(latinate),
    complexWordRate: share(complex),
    avgWordLength: words ? letters / words : 0,
    typeTokenRatio: movingTypeTokenRatio(normals),
    sentiment: words ? sentimentSum / words : 0,
  };
}
