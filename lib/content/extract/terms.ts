import { FOREIGN_STOP_WORDS, GENERIC_TERMS, INTENSIFIERS, SLANG } from "./lexicons";
import type { AnalyzedSample, SampleToken } from "./nlp";

/** A content word (by lemma) and where it occurs. */
export type Term = {
  key: string;
  /** Occurrences per sample index. */
  perSample: Map<number, number>;
  /** "sample:sentence" ids of the sentences it occurs in. */
  sentences: Set<string>;
  /** Surface forms (lower-cased) and their counts, to show the most common one. */
  surfaces: Map<string, number>;
  total: number;
};

export type TermIndex = {
  terms: Map<string, Term>;
  /** Adjacent pairs of content words ("financial planning"), by lemma pair. */
  bigrams: Map<string, { parts: [string, string]; count: number; surfaces: Map<string, number> }>;
  /** Content words per sample, for term frequency. */
  sampleLengths: number[];
};

const THEME_POS = new Set(["NOUN", "PROPN", "ADJ"]);
const WORD_SHAPE = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/** Nouns, proper nouns and adjectives that are not stop words or filler carry the themes. */
export function isContentWord(token: SampleToken): boolean {
  if (!token.isWord || token.stop || !THEME_POS.has(token.pos)) return false;
  const normal = token.normal.toLowerCase();
  if ([...normal].length < 3 || !WORD_SHAPE.test(normal)) return false;
  // Style words ("super", "awesome") say how a brand talks, not what about.
  const filler = (word: string) => GENERIC_TERMS.has(word) || INTENSIFIERS.has(word) || SLANG.has(word) || FOREIGN_STOP_WORDS.has(word);
  return !filler(normal) && !filler(token.lemma);
}

function bump<K>(map: Map<K, number>, key: K, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

export function indexTerms(samples: readonly AnalyzedSample[]): TermIndex {
  const terms = new Map<string, Term>();
  const bigrams: TermIndex["bigrams"] = new Map();
  const sampleLengths = samples.map(() => 0);

  samples.forEach((sample, s) => {
    let previous: SampleToken | undefined;
    sample.tokens.forEach((token) => {
      if (!isContentWord(token)) {
        // Punctuation and function words break a pair; so does a sentence boundary below.
        previous = undefined;
        return;
      }
      const key = token.lemma;
      const surface = token.normal.toLowerCase();
      let term = terms.get(key);
      if (!term) {
        term = { key, perSample: new Map(), sentences: new Set(), surfaces: new Map(), total: 0 };
        terms.set(key, term);
      }
      bump(term.perSample, s);
      bump(term.surfaces, surface);
      term.sentences.add(`${s}:${token.sentence}`);
      term.total++;
      sampleLengths[s]++;

      if (previous && previous.sentence === token.sentence && previous.lemma !== key) {
        const pairKey = `${previous.lemma} ${key}`;
        let pair = bigrams.get(pairKey);
        if (!pair) {
          pair = { parts: [previous.lemma, key], count: 0, surfaces: new Map() };
          bigrams.set(pairKey, pair);
        }
        pair.count++;
        bump(pair.surfaces, `${previous.normal.toLowerCase()} ${surface}`);
      }
      previous = token;
    });
  });
  return { terms, bigrams, sampleLengths };
}

/** The most frequent key of a count map; ties go to the shorter, then alphabetically first. */
export function mostFrequent(counts: Map<string, number>): string {
  let best = "";
  let bestCount = -1;
  for (const [key, count] of counts) {
    const better =
      count > bestCount ||
      (count === bestCount && (key.length < best.length || (key.length === best.length && key < best)));
    if (better) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}
