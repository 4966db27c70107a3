import { cutsOf, type Cut } from "@/lib/content/fit/cut-points";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

export const ELLIPSIS = "…";

/**
 * A cut that ends a sentence is preferred over a longer mid-sentence cut (with "…") while it
 * keeps at least this share of the longer one's count: a finished thought reads better than a
 * few more words, but not at the price of dropping most of the text.
 */
const SENTENCE_PREFERENCE = 0.6;

/**
 * `text` trimmed so that `count(result) <= limit`, cut only at a sentence or word boundary,
 * never inside a grapheme, URL, hashtag or mention. A mid-sentence cut ends with "…" when the
 * ellipsis (counted) still fits. `text` is returned unchanged when it already fits, and "" when
 * no boundary leaves a fitting start (say a single URL longer than the limit).
 *
 * To keep a fixed ending (hashtags after a caption), fit the body with a count that includes it:
 * `fitToLimit(body, limit, (s) => count(s + tags)) + tags`.
 */
export function fitToLimit(text: string, limit: number, count: (text: string) => number): string {
  if (count(text) <= limit) return text;
  const fits = (candidate: string) => count(candidate) <= limit;
  const cuts = cutsOf(text);
  const kept = (cut: Cut) => text.slice(0, cut.end);
  const withEllipsis = (cut: Cut) => kept(cut) + (cut.endsInToken ? ` ${ELLIPSIS}` : ELLIPSIS);

  const sentenceCuts = cuts.filter((cut) => cut.complete).map(kept);
  const midSentenceCuts = cuts.filter((cut) => !cut.complete);
  const sentence = largestFitting(sentenceCuts, fits);
  const midSentence =
    largestFitting(midSentenceCuts.map(withEllipsis), fits) ?? largestFitting(midSentenceCuts.map(kept), fits);

  if (sentence !== undefined && (midSentence === undefined || count(sentence) >= SENTENCE_PREFERENCE * count(midSentence))) {
    return sentence;
  }
  return midSentence ?? "";
}

/** `text` fitted to the platform's limit as the platform counts it (see fitToLimit). */
export function fitText(id: PlatformId, text: string): string {
  const rule = platformRule(id);
  return fitToLimit(text, rule.limit, rule.count);
}

/**
 * The last of `candidates` (ordered by length) that fits, by binary search: counting is linear in
 * the text, so testing every cut of a 60,000-character Facebook text one by one would be
 * quadratic. Counts grow with the kept text, so the search is exact in practice; whatever it
 * returns has been checked to fit.
 */
function largestFitting(candidates: string[], fits: (candidate: string) => boolean): string | undefined {
  let low = 0;
  let high = candidates.length - 1;
  let found: string | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (fits(candidates[middle])) {
      found = candidates[middle];
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
