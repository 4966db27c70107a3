import twitterText from "twitter-text";
import emojiPattern from "twemoji-parser/dist/lib/regex";
import { xUrlSpans } from "@/lib/platforms/x-twitter/weighted/url-spans";

type WeightConfig = {
  scale: number;
  defaultWeight: number;
  transformedURLLength: number;
  ranges: { start: number; end: number; weight: number }[];
};

// X's own weights (twitter-text's default configuration, v3): most Latin-script characters 1,
// everything else 2, an emoji 2 whatever its code points, a URL 23 whatever its length.
const CONFIG = (twitterText as unknown as { configs: { defaults: WeightConfig } }).configs.defaults;

function weightOf(code: number): number {
  for (const range of CONFIG.ranges) if (code >= range.start && code <= range.end) return range.weight;
  return CONFIG.defaultWeight;
}

const isSurrogatePair = (text: string, i: number) => {
  const unit = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  return unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
};

/**
 * X's weighted length of `text`: twitter-text's `parseTweet(text).weightedLength`, computed the
 * same way (NFC first, then URLs, then emoji, then each character's weight) but with a URL finder
 * that is linear in the length of the text (x-url-spans.ts), so that no input can make counting
 * slow. Property-tested against parseTweet on ordinary text (x-weighted-length.test.ts).
 */
export function xWeightedLength(text: string): number {
  const normalized = text.normalize("NFC");
  // By start offset, how many units a URL or an emoji covers there (0: none); a later entity
  // with the same start replaces an earlier one, as in twitter-text.
  const urlAt = new Int32Array(normalized.length);
  for (const span of xUrlSpans(normalized)) urlAt[span.start] = span.replaces;
  const emojiAt = new Int32Array(normalized.length);
  // twemoji-parser's own pattern, as parseTweet uses it, without building an entity per emoji.
  const emoji = new RegExp(emojiPattern.source, "g");
  for (let found = emoji.exec(normalized); found; found = emoji.exec(normalized)) emojiAt[found.index] = found[0].length;
  let weight = 0;
  for (let i = 0; i < normalized.length; i++) {
    if (urlAt[i] > 0) {
      weight += CONFIG.transformedURLLength * CONFIG.scale;
      i += urlAt[i] - 1;
    } else if (emojiAt[i] > 0) {
      weight += CONFIG.defaultWeight;
      i += emojiAt[i] - 1;
    } else {
      if (isSurrogatePair(normalized, i)) i++;
      weight += weightOf(normalized.charCodeAt(i));
    }
  }
  return weight / CONFIG.scale;
}
