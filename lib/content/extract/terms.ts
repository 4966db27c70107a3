import { FOREIGN_STOP_WORDS, GENERIC_TERMS, INTENSIFIERS, SLANG } from "@/lib/content/extract/lexicons";
import type { AnalyzedSample, SampleToken } from "@/lib/content/extract/nlp";
import { isStopWord } from "@/lib/content/text/stop-words";
import { variantKey } from "@/lib/content/text/word-variants";

/** A word or short phrase, keyed so that spelling variants and plurals are one, and where it occurs. */
export type Term = {
  key: string;
  /** Occurrences per sample index. */
  perSample: Map<number, number>;
  /** "sample:sentence" ids of the sentences it occurs in. */
  sentences: Set<string>;
  /** Surface forms as the brand wrote them, with their counts, to show the most common one. */
  surfaces: Map<string, number>;
  total: number;
};

export type TermIndex = {
  /** Nouns (and proper nouns): what a brand talks about. */
  terms: Map<string, Term>;
  /** Runs of 2–3 content words ending in a noun ("single-origin coffee", "small steps"). */
  phrases: Map<string, Term & { words: string[] }>;
  /** Nouns per sample, for term frequency. */
  sampleLengths: number[];
};

/** One word of a sample, or a hyphenated compound ("single-origin") read as one word. */
type Unit = { surface: string; key: string; pos: string; sentence: number; content: boolean; first: boolean; nounParts: Unit[] };

const NOUNS = new Set(["NOUN", "PROPN"]);
const CONTENT_POS = new Set(["NOUN", "PROPN", "ADJ"]);
const WORD_SHAPE = /^\p{L}[\p{L}\p{M}'’-]*$/u;
const filler = (word: string) =>
  isStopWord(word) || GENERIC_TERMS.has(word) || INTENSIFIERS.has(word) || SLANG.has(word) || FOREIGN_STOP_WORDS.has(word);

/** Nouns, proper nouns and adjectives that are not stop words or filler carry the themes. */
export function isContentWord(token: SampleToken): boolean {
  if (!token.isWord || token.stop || !CONTENT_POS.has(token.pos)) return false;
  const value = token.value.toLowerCase();
  if ([...value].length < 3 || !WORD_SHAPE.test(value)) return false;
  // Style words ("super", "awesome") say how a brand talks, not what about.
  return !filler(value) && !filler(token.normal.toLowerCase()) && !filler(token.lemma);
}

/** The sample's words, hyphenated compounds joined (wink splits "single-origin" at the hyphen). */
function unitsOf(sample: AnalyzedSample): Unit[] {
  const units: Unit[] = [];
  // Sentences that already have a word: a Set, not a scan of `units`, keeps this linear in long samples.
  const sentencesWithWord = new Set<number>();
  const tokens = sample.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const next = tokens[i + 1];
    const last = units[units.length - 1];
    const joins = token.value === "-" && token.precedingSpaces === "" && next?.precedingSpaces === "" && next.isWord && last?.sentence === next.sentence && last.surface !== "";
    if (joins && last) {
      const content = last.content || isContentWord(next) || (CONTENT_POS.has(next.pos) && !next.stop);
      const parts = [...(last.nounParts.length > 0 || !NOUNS.has(last.pos) ? last.nounParts : [last]), ...(NOUNS.has(next.pos) && isContentWord(next) ? [single(next, false)] : [])];
      units[units.length - 1] = { ...last, surface: `${last.surface}-${next.value}`, key: `${last.key}-${variantKey(next.lemma)}`, pos: NOUNS.has(next.pos) ? "NOUN" : "ADJ", content, nounParts: parts };
      i++;
      continue;
    }
    const unit = single(token, !sentencesWithWord.has(token.sentence));
    if (unit.surface !== "") sentencesWithWord.add(token.sentence);
    units.push(unit);
  }
  return units;
}

function single(token: SampleToken, first: boolean): Unit {
  return { surface: token.isWord ? token.value : "", key: variantKey(token.lemma), pos: token.pos, sentence: token.sentence, content: isContentWord(token), first, nounParts: [] };
}

function bump<K>(map: Map<K, number>, key: K, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

function record(map: Map<string, Term>, key: string, surface: string, sample: number, sentence: number) {
  let term = map.get(key);
  if (!term) {
    term = { key, perSample: new Map(), sentences: new Set(), surfaces: new Map(), total: 0 };
    map.set(key, term);
  }
  bump(term.perSample, sample);
  bump(term.surfaces, surface);
  term.sentences.add(`${sample}:${sentence}`);
  term.total++;
}

/**
 * How a word is shown: as the brand wrote it, lower-cased unless it is a name ("Ethiopia",
 * "Spicy Mango"). A capital that only ever starts a sentence ("Small steps…") is not a name: a
 * name is capitalised somewhere mid-sentence too.
 */
function shown(unit: Unit, capitalisedMid: Set<string>): string {
  const lower = unit.surface.toLowerCase();
  if (unit.surface === lower) return lower;
  if (unit.first) return capitalisedMid.has(unit.surface) ? unit.surface : lower;
  return unit.pos === "PROPN" ? unit.surface : lower;
}

export function indexTerms(samples: readonly AnalyzedSample[]): TermIndex {
  const terms = new Map<string, Term>();
  const phrases = new Map<string, Term & { words: string[] }>();
  const sampleLengths = samples.map(() => 0);
  const allUnits = samples.map(unitsOf);
  const lowerSeen = new Set(allUnits.flat().filter((unit) => !unit.first && unit.pos === "PROPN" && unit.surface !== unit.surface.toLowerCase()).map((unit) => unit.surface));

  allUnits.forEach((units, s) => {
    let run: Unit[] = [];
    const flush = () => {
      for (let start = 0; start < run.length; start++) {
        for (let length = 2; length <= 3 && start + length <= run.length; length++) {
          const words = run.slice(start, start + length);
          if (!NOUNS.has(words[words.length - 1].pos)) continue;
          const key = words.map((unit) => unit.key).join(" ");
          record(phrases as Map<string, Term>, key, words.map((unit) => shown(unit, lowerSeen)).join(" "), s, words[0].sentence);
          (phrases.get(key) as Term & { words: string[] }).words ??= words.map((unit) => unit.key);
        }
      }
      run = [];
    };
    for (const unit of units) {
      if (!unit.content) {
        flush();
        continue;
      }
      if (run.length > 0 && run[run.length - 1].sentence !== unit.sentence) flush();
      run.push(unit);
      // A compound counts as itself when it names a thing ("after-school"), and its nouns count
      // too: "tax-efficient" and "after-tax" are about tax.
      const nouns = [...(NOUNS.has(unit.pos) ? [unit] : []), ...unit.nounParts.filter((part) => part.key !== unit.key)];
      for (const noun of nouns) {
        record(terms, noun.key, shown(noun, lowerSeen), s, unit.sentence);
        sampleLengths[s]++;
      }
    }
    flush();
  });
  return { terms, phrases, sampleLengths };
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
