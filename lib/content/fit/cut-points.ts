import { graphemeBoundaries } from "@/lib/platforms/counting/graphemes";
import { protectedSpans } from "@/lib/content/fit/protected-spans";
import { segmentStarts } from "@/lib/platforms/counting/segment-starts";

/** A place `text` may be cut: keep `text.slice(0, end)`. */
export type Cut = {
  end: number;
  /** The kept text ends a sentence (or a line, or all the content): no ellipsis needed. */
  complete: boolean;
  /** The kept text ends with a URL, hashtag or mention, so an ellipsis needs a space before it. */
  endsInToken: boolean;
};

// Word boundaries come from the segmenter rather than from spaces so that text without spaces
// (Japanese, Chinese, Thai) can still be cut between words; ICU finds those with its dictionaries.
const wordSegmenter = new Intl.Segmenter("en", { granularity: "word" });
const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

const WHITESPACE = /^\s+$/u;
/** Graphemes that read as broken when they end a text: separators, openers, a lone # or @. */
const DANGLING = /^[,;:\-–—(\[{“‘«/\\&、，；：#＃@＠]$/u;
const STRAIGHT_QUOTE = /^["']$/u;
/** Sentence-final punctuation, possibly followed by closing quotes or brackets. */
const SENTENCE_END = /[.!?。！？…‼⁉؟][)"'”’»\]]*$/u;

/**
 * Every acceptable cut of `text`, shortest first: at a word or sentence boundary that is also a
 * grapheme boundary and not inside a URL, hashtag or mention; trailing whitespace and dangling
 * punctuation are dropped from the kept text (but never a token's own last character).
 */
export function cutsOf(text: string): Cut[] {
  const graphemeStarts = graphemeBoundaries(text);
  const graphemeOrdinal = new Int32Array(text.length + 1).fill(-1);
  graphemeStarts.forEach((offset, ordinal) => (graphemeOrdinal[offset] = ordinal));

  const insideToken = new Uint8Array(text.length + 1);
  const tokenEnd = new Uint8Array(text.length + 1);
  for (const span of protectedSpans(text)) {
    insideToken.fill(1, span.start + 1, span.end);
    tokenEnd[span.end] = 1;
  }

  const sentenceStarts = new Set(segmentStarts(sentenceSegmenter, text));
  const candidates = new Set([...sentenceStarts, ...segmentStarts(wordSegmenter, text)]);
  const contentEnd = text.trimEnd().length;

  const cutsByEnd = new Map<number, Cut>();
  for (const offset of candidates) {
    if (offset === 0 || offset >= text.length) continue;
    if (graphemeOrdinal[offset] < 0 || insideToken[offset]) continue;
    const end = dropDanglingEnd(text, graphemeOrdinal[offset], graphemeStarts, tokenEnd);
    if (end === 0) continue;
    const complete =
      sentenceStarts.has(offset) || offset >= contentEnd || SENTENCE_END.test(text.slice(Math.max(0, end - 16), end));
    const previous = cutsByEnd.get(end);
    cutsByEnd.set(end, { end, complete: complete || (previous?.complete ?? false), endsInToken: tokenEnd[end] === 1 });
  }
  return [...cutsByEnd.values()].sort((a, b) => a.end - b.end);
}

/** Steps back over whitespace and dangling graphemes before grapheme number `ordinal`. */
function dropDanglingEnd(text: string, ordinal: number, graphemeStarts: number[], tokenEnd: Uint8Array): number {
  let k = ordinal;
  while (k > 0 && !tokenEnd[graphemeStarts[k]]) {
    const grapheme = text.slice(graphemeStarts[k - 1], graphemeStarts[k]);
    const before = k > 1 ? text.slice(graphemeStarts[k - 2], graphemeStarts[k - 1]) : " ";
    // A straight quote after a space opens a quotation that the cut would leave empty.
    const openingQuote = STRAIGHT_QUOTE.test(grapheme) && WHITESPACE.test(before);
    if (!WHITESPACE.test(grapheme) && !DANGLING.test(grapheme) && !openingQuote) break;
    k--;
  }
  return graphemeStarts[k];
}
