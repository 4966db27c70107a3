import type { AnalyzedSample, SampleToken } from "@/lib/content/extract/nlp";
import { mostFrequent } from "@/lib/content/extract/terms";

export const MAX_SIGNATURE_PHRASES = 10;
const MIN_WORDS = 2;
const MAX_WORDS = 5;
const MIN_SAMPLES = 2;

// A phrase should not dangle: "grab a bag of" or "and the" are fragments, not signatures.
const BAD_END_POS = new Set(["ADP", "DET", "CCONJ", "SCONJ", "AUX", "PART"]);
const BAD_START_POS = new Set(["ADP", "CCONJ", "SCONJ", "DET"]);

type Phrase = { key: string; samples: Set<number>; surfaces: Map<string, number>; words: number; firstSeen: number };

function surfaceOf(run: SampleToken[]): string {
  return run.map((t, i) => (i === 0 ? t.value : t.precedingSpaces + t.value)).join("").replace(/\s+/g, " ");
}

function isWellFormed(run: SampleToken[]): boolean {
  if (run.every((t) => t.stop)) return false;
  if (BAD_START_POS.has(run[0].pos) || BAD_END_POS.has(run[run.length - 1].pos)) return false;
  // Not starting or ending inside a contraction ("n't go", "we 're").
  return run[0].isWord && run[run.length - 1].isWord;
}

/**
 * Word n-grams (2 to 5 words, within a sentence) found in at least two samples, plus hashtags
 * found in at least two samples, ranked by samples, then length, then first appearance; a phrase
 * overlapping a better-ranked one is left out.
 */
export function extractSignaturePhrases(samples: readonly AnalyzedSample[]): string[] {
  const phrases = new Map<string, Phrase>();
  let order = 0;
  const record = (key: string, sample: number, surface: string, words: number) => {
    let phrase = phrases.get(key);
    if (!phrase) {
      phrase = { key, samples: new Set(), surfaces: new Map(), words, firstSeen: order++ };
      phrases.set(key, phrase);
    }
    phrase.samples.add(sample);
    phrase.surfaces.set(surface, (phrase.surfaces.get(surface) ?? 0) + 1);
  };

  samples.forEach((sample, s) => {
    // Runs of consecutive word tokens within one sentence; anything else breaks a run.
    const runs: SampleToken[][] = [[]];
    for (const token of sample.tokens) {
      const last = runs[runs.length - 1];
      const continues = token.type === "word" && (last.length === 0 || last[last.length - 1].sentence === token.sentence);
      if (continues) last.push(token);
      else if (token.type === "word") runs.push([token]);
      else {
        if (token.type === "hashtag") record(token.value.toLowerCase(), s, token.value, 1);
        if (last.length > 0) runs.push([]);
      }
    }
    for (const run of runs) {
      for (let start = 0; start < run.length; start++) {
        let wordCount = 0;
        for (let end = start; end < run.length && wordCount <= MAX_WORDS; end++) {
          if (run[end].isWord) wordCount++;
          const slice = run.slice(start, end + 1);
          if (wordCount < MIN_WORDS || wordCount > MAX_WORDS || !isWellFormed(slice)) continue;
          const key = slice.map((t) => t.normal.toLowerCase()).join(" ");
          record(key, s, surfaceOf(slice), wordCount);
        }
      }
    }
  });

  const ranked = [...phrases.values()]
    .filter((p) => p.samples.size >= MIN_SAMPLES)
    .sort((a, b) => b.samples.size - a.samples.size || b.words - a.words || a.firstSeen - b.firstSeen);
  // Overlapping windows of one recurring passage ("review with our advisory", "with our
  // advisory team") would repeat it; the best-ranked window stands for the passage.
  const picked: Phrase[] = [];
  for (const phrase of ranked) {
    if (picked.length === MAX_SIGNATURE_PHRASES) break;
    if (!picked.some((other) => overlaps(phrase.key, other.key))) picked.push(phrase);
  }
  return picked.map((p) => mostFrequent(p.surfaces).slice(0, 200));
}

/** One contains the other, or one's ending words are the other's opening words. */
function overlaps(a: string, b: string): boolean {
  if (` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `)) return true;
  const x = a.split(" ");
  const y = b.split(" ");
  for (let k = 1; k < Math.min(x.length, y.length); k++) {
    if (x.slice(-k).join(" ") === y.slice(0, k).join(" ") || y.slice(-k).join(" ") === x.slice(0, k).join(" ")) return true;
  }
  return false;
}
