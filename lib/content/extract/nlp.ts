import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

/** One token of a sample, with what the extractor needs from wink-nlp. */
export type SampleToken = {
  value: string;
  normal: string;
  lemma: string;
  /** wink's token type: word, punctuation, emoji, emoticon, hashtag, mention, url, number, ... */
  type: string;
  pos: string;
  stop: boolean;
  contraction: boolean;
  upperCase: boolean;
  precedingSpaces: string;
  /** Index into `AnalyzedSample.sentences`. */
  sentence: number;
  /** A real word (not punctuation, not the "n't" half of a contraction, ...). */
  isWord: boolean;
};

export type SampleSentence = { text: string; wordCount: number; endsWith: "!" | "?" | "." | "" };

export type AnalyzedSample = {
  tokens: SampleToken[];
  sentences: SampleSentence[];
  wordCount: number;
  /** wink's sentiment of the whole sample, -1..1. */
  sentiment: number;
  /** Words of three or more syllables, as wink's readability statistics count them. */
  complexWordCount: number;
};

// Loading the model takes a moment, so one instance serves every call.
let nlp: ReturnType<typeof winkNLP> | undefined;
function instance() {
  nlp ??= winkNLP(model);
  return nlp;
}

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// The second half of a contraction ("n't", "'re", "'ll"), which should not count as a word.
const CONTRACTION_SUFFIX = /^(n['’]t|['’]\p{L}*)$/iu;

function isWordToken(type: string, value: string): boolean {
  // "unk" is what wink calls runs of scripts it does not model (Chinese, Japanese, ...).
  if (type !== "word" && type !== "unk") return false;
  return HAS_LETTER_OR_DIGIT.test(value) && !CONTRACTION_SUFFIX.test(value);
}

function sentenceEnding(text: string): SampleSentence["endsWith"] {
  const trimmed = text.replace(/[\s"'”’)\]\p{Extended_Pictographic}\u200d\ufe0f]+$/u, "");
  const last = trimmed.at(-1);
  return last === "!" || last === "?" || last === "." ? last : "";
}

/** Tokens, sentences and a few document statistics of one sample. */
export function analyzeSample(text: string): AnalyzedSample {
  const { readDoc, its } = instance();
  const doc = readDoc(text);
  const all = doc.tokens();
  const values = all.out(its.value) as string[];
  const normals = all.out(its.normal) as string[];
  // its.lemma's declared signature (it takes the model's addons) does not fit out()'s overloads.
  const lemmas = all.out(its.lemma as unknown as typeof its.normal) as string[];
  const types = all.out(its.type) as string[];
  const tags = all.out(its.pos) as string[];
  const stops = all.out(its.stopWordFlag) as unknown as boolean[];
  const contractions = all.out(its.contractionFlag) as unknown as boolean[];
  const cases = all.out(its.case) as string[];
  const spaces = all.out(its.precedingSpaces) as string[];

  const sentenceOf = new Array<number>(values.length).fill(0);
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  spans.forEach(([from, to], index) => sentenceOf.fill(index, from, to + 1));

  const tokens: SampleToken[] = values.map((value, i) => ({
    value,
    normal: normals[i],
    lemma: (lemmas[i] || normals[i]).toLowerCase(),
    type: types[i],
    pos: tags[i],
    stop: Boolean(stops[i]),
    contraction: Boolean(contractions[i]),
    upperCase: cases[i] === "upperCase",
    precedingSpaces: spaces[i],
    sentence: sentenceOf[i],
    isWord: isWordToken(types[i], value),
  }));

  const sentenceTexts = doc.sentences().out() as string[];
  const wordsPerSentence = new Array<number>(sentenceTexts.length).fill(0);
  for (const token of tokens) if (token.isWord) wordsPerSentence[token.sentence]++;
  const sentences = sentenceTexts
    .map((sentence, i) => ({ text: sentence, wordCount: wordsPerSentence[i], endsWith: sentenceEnding(sentence) }));

  const stats = doc.out(its.readabilityStats) as unknown as { numOfComplexWords: number };
  return {
    tokens,
    sentences,
    wordCount: tokens.filter((t) => t.isWord).length,
    sentiment: Number(doc.out(its.sentiment)) || 0,
    complexWordCount: stats.numOfComplexWords || 0,
  };
}
