import { xWeightedLength } from "@/lib/platforms/x-twitter/weighted/weighted-length";

/**
 * X counts "weighted" characters: most Latin-script characters weigh 1, CJK and emoji weigh 2,
 * every URL weighs 23 whatever its length (t.co wraps it), and the text is NFC-normalised first.
 * twitter-text is X's own open-source implementation of that count (`parseTweet`, config v3);
 * its URL extraction is quadratic on inputs like "a." repeated, so the count is computed by
 * `weighted/`, which finds URLs in linear time and is property-tested against `parseTweet`.
 * Source: docs/platforms.md, row `x_twitter`.
 */
export function countXWeighted(text: string): number {
  return xWeightedLength(text);
}
