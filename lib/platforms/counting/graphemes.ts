import { segmentStarts } from "@/lib/platforms/counting/segment-starts";

/**
 * Grapheme clusters: what a reader sees as one character (👨‍👩‍👧‍👦, é written as e + ◌́, 🇫🇷).
 * One shared segmenter because constructing one is costly and segmenting is not. The locale does
 * not matter for graphemes (UAX #29 rules are the same everywhere); "en" just makes it explicit.
 */
const graphemeSegmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

const isAscii = (text: string, index: number) => text.charCodeAt(index) < 0x80;

/**
 * Between two ASCII characters there is always a grapheme boundary, except between CR and LF
 * (UAX #29 rules GB3 and GB999): no ASCII character extends, prepends to or joins another.
 */
const certainBoundary = (text: string, index: number) =>
  index >= text.length ||
  (isAscii(text, index - 1) && isAscii(text, index) && !(text[index - 1] === "\r" && text[index] === "\n"));

/**
 * UTF-16 offsets where a grapheme starts, plus `text.length`: the only safe places to cut.
 * ASCII runs are split by hand, everything else by the segmenter between certain boundaries:
 * Intl.Segmenter yields one object per grapheme, which made counting a long post slow (and it is
 * counted on every POST /posts); segmenting from a certain boundary gives the same result as
 * segmenting the whole text.
 */
export function graphemeBoundaries(text: string): number[] {
  const boundaries: number[] = [];
  let start = 0;
  while (start < text.length) {
    let end = start + 1;
    while (!certainBoundary(text, end)) end++;
    if (end - start === 1 || text.slice(start, end) === "\r\n") boundaries.push(start);
    else for (const offset of segmentStarts(graphemeSegmenter, text.slice(start, end))) boundaries.push(start + offset);
    start = end;
  }
  boundaries.push(text.length);
  return boundaries;
}

export function splitGraphemes(text: string): string[] {
  const boundaries = graphemeBoundaries(text);
  return boundaries.slice(0, -1).map((start, k) => text.slice(start, boundaries[k + 1]));
}

export function countGraphemes(text: string): number {
  return graphemeBoundaries(text).length - 1;
}
