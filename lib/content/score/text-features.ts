import { CONTRACTION } from "@/lib/content/score/lexicons";

/** What the tone estimates read from a text. Counts, not judgements. */
export type TextFeatures = {
  /** Lower-cased words (letters, marks, digits; "we're" is one word), any script. */
  words: string[];
  /** Words written in Latin letters only, for the vocabulary estimate. */
  latinWords: string[];
  sentences: number;
  exclamations: number;
  questions: number;
  emoji: number;
  contractions: number;
  /** The text lower-cased, with hashtags also spelled out as words (#SpringMenu → spring menu). */
  searchable: string;
};

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function textFeatures(text: string): TextFeatures {
  const normalised = text.normalize("NFC");
  const lower = normalised.toLowerCase().replace(/’/g, "'");
  const words = lower.match(WORD) ?? [];
  const spelledTags = (normalised.match(/[#＃][\p{L}\p{M}\p{N}_]+/gu) ?? [])
    .map((tag) => tag.slice(1).replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/_/g, " ").toLowerCase());
  return {
    words,
    latinWords: words.filter((word) => /^[a-z]+$/.test(word)),
    sentences: Math.max(1, normalised.split(/[.!?。！？…]+|\n+/u).filter((part) => /[\p{L}\p{N}]/u.test(part)).length),
    exclamations: (normalised.match(/[!！]/gu) ?? []).length,
    questions: (normalised.match(/[?？]/gu) ?? []).length,
    emoji: (normalised.match(/\p{Extended_Pictographic}/gu) ?? []).length,
    contractions: words.filter((word) => CONTRACTION.test(word)).length,
    searchable: [lower, ...spelledTags].join(" "),
  };
}
