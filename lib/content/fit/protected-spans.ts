import twitterText from "twitter-text";

/** A half-open range of UTF-16 offsets, [start, end). */
export type Span = { start: number; end: number };

/**
 * Fallbacks for tokens twitter-text does not recognise but that must not be cut either:
 * any scheme://… URL (localhost, IPs, unknown TLDs), #tags it rejects (#2026), Bluesky handles
 * with dots and dashes (@alice-b.bsky.social) and e-mail addresses.
 */
const FALLBACK_TOKENS = [
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"]+/giu,
  /[#＃][\p{L}\p{M}\p{N}_]+/gu,
  /[@＠][\p{L}\p{M}\p{N}_.-]*[\p{L}\p{M}\p{N}_]/gu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu,
];

/**
 * Where `text` holds a URL, hashtag, mention or cashtag: spans text must never be cut inside,
 * since half a URL is a broken link and half a hashtag a different tag. twitter-text finds them as
 * X does (including bare domains such as example.com); its indices are UTF-16 offsets. Returned
 * sorted and merged, so overlapping detections form one span.
 */
export function protectedSpans(text: string): Span[] {
  const spans: Span[] = twitterText
    .extractEntitiesWithIndices(text)
    .map(({ indices: [start, end] }) => ({ start, end }));
  for (const pattern of FALLBACK_TOKENS) {
    for (const match of text.matchAll(pattern)) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
