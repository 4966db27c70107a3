import { protectedSpans } from "@/lib/content/fit/protected-spans";
import { graphemeBoundaries } from "@/lib/platforms/counting/graphemes";
import { segmentStarts } from "@/lib/platforms/counting/segment-starts";

/** Whether `part` fits as part number `index + 1` of the thread (part 1 may carry the hashtags). */
export type PartFits = (part: string, index: number) => boolean;

/**
 * A piece that is never broken when packing, and what joins it to the piece before it in the same
 * part; `fresh` starts a new part whatever the room (the first piece of a section).
 */
type Atom = { text: string; joiner: string; fresh?: boolean };

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });
const wordSegmenter = new Intl.Segmenter("en", { granularity: "word" });

/**
 * `sections` as the parts of a thread, in reading order, each fitting its place (`fits`). Each
 * section starts a part of its own (a model's parts are kept where they fit; the composer's whole
 * text is one section):
 * - a paragraph that fits a part is never broken, and starts a new part when the current one has
 *   no room for it;
 * - a longer paragraph is broken between sentences, and a sentence longer than a part between
 *   words (after a word, at whitespace; in scripts written without spaces, at the segmenter's
 *   word boundaries): never inside a word, URL, hashtag or mention, and nothing is added ("…",
 *   "1/3") or dropped except the whitespace at a break.
 * `truncated` says parts beyond `maxParts` were left out (whole parts). Null when one word (say a
 * URL) is longer than a part can hold: no break could make it fit.
 */
export function splitThread(sections: readonly string[], fits: PartFits, maxParts: number): { parts: string[]; truncated: boolean } | null {
  // Atoms must fit every place; part 1 is the tightest (it carries the tags), so they are cut for it.
  const fitsAnywhere = (piece: string) => fits(piece, 0) && fits(piece, 1);
  const atoms: Atom[] = [];
  for (const section of sections) {
    const own = atomsOf(section, fitsAnywhere);
    if (own === null) return null;
    if (own.length > 0) own[0].fresh = true;
    atoms.push(...own);
  }
  const parts: string[] = [];
  let current = "";
  for (const atom of atoms) {
    if (atom.fresh && current !== "") {
      parts.push(current);
      current = "";
    }
    if (current === "") {
      current = atom.text;
      continue;
    }
    const joined = `${current}${atom.joiner}${atom.text}`;
    if (fits(joined, parts.length)) current = joined;
    else {
      parts.push(current);
      current = atom.text;
    }
  }
  if (current !== "") parts.push(current);
  return { parts: parts.slice(0, maxParts), truncated: parts.length > maxParts };
}

/** Paragraphs that fit whole; else their sentences; else a sentence's runs of whole words. */
function atomsOf(text: string, fitsAlone: (piece: string) => boolean): Atom[] | null {
  const atoms: Atom[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n\s*/)) {
    const trimmed = paragraph.trim();
    if (trimmed === "") continue;
    if (fitsAlone(trimmed)) {
      atoms.push({ text: trimmed, joiner: "\n\n" });
      continue;
    }
    let joiner = "\n\n";
    for (const { sentence, after } of sentencesOf(trimmed)) {
      const pieces = fitsAlone(sentence) ? [sentence] : wordRuns(sentence, fitsAlone);
      if (pieces === null) return null;
      pieces.forEach((piece, k) => atoms.push({ text: piece, joiner: k === 0 ? joiner : " " }));
      joiner = after.includes("\n") ? "\n" : " ";
    }
  }
  return atoms;
}

/** The sentences of a paragraph, trimmed, each with the whitespace that followed it. */
function sentencesOf(paragraph: string): { sentence: string; after: string }[] {
  const starts = [...segmentStarts(sentenceSegmenter, paragraph), paragraph.length];
  const sentences: { sentence: string; after: string }[] = [];
  for (let k = 0; k + 1 < starts.length; k++) {
    const raw = paragraph.slice(starts[k], starts[k + 1]);
    const sentence = raw.trim();
    if (sentence !== "") sentences.push({ sentence, after: raw.slice(raw.trimEnd().length) });
  }
  return sentences;
}

/**
 * A sentence too long for one part as runs of whole words, each the longest that fits. Breaks
 * are after a word at whitespace; only where a run holds no such break (a script without spaces)
 * at a word boundary of the segmenter. Never inside a URL, hashtag or mention.
 */
function wordRuns(sentence: string, fitsAlone: (piece: string) => boolean): string[] | null {
  const inside = new Uint8Array(sentence.length + 1);
  for (const span of protectedSpans(sentence)) inside.fill(1, span.start + 1, span.end);
  const graphemeStart = new Uint8Array(sentence.length + 1);
  for (const offset of graphemeBoundaries(sentence)) graphemeStart[offset] = 1;
  const atWhitespace: number[] = [];
  for (let k = 1; k < sentence.length; k++) {
    if (/\s/u.test(sentence[k]) && !/\s/u.test(sentence[k - 1]) && !inside[k]) atWhitespace.push(k);
  }
  const atWords = segmentStarts(wordSegmenter, sentence).filter((k) => k > 0 && graphemeStart[k] && !inside[k] && !/\s/u.test(sentence[k - 1]));

  const runs: string[] = [];
  let start = 0;
  while (start < sentence.length) {
    const rest = sentence.slice(start);
    if (fitsAlone(rest.trimEnd())) {
      runs.push(rest.trimEnd());
      break;
    }
    const piece = (end: number) => sentence.slice(start, end).trimEnd();
    const end = largestFittingEnd(atWhitespace, start, piece, fitsAlone) ?? largestFittingEnd(atWords, start, piece, fitsAlone);
    if (end === undefined) return null;
    runs.push(piece(end));
    start = end;
    while (start < sentence.length && /\s/u.test(sentence[start])) start++;
  }
  return runs;
}

/** The furthest of `ends` (ascending) past `start` whose piece fits, by binary search (counts grow with the piece). */
function largestFittingEnd(ends: number[], start: number, piece: (end: number) => string, fitsAlone: (piece: string) => boolean): number | undefined {
  let low = ends.findIndex((end) => end > start);
  if (low < 0) return undefined;
  let high = ends.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = piece(ends[middle]);
    if (candidate !== "" && fitsAlone(candidate)) {
      found = ends[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
