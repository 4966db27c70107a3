import { isDomainChar, isLabelChar } from "@/lib/platforms/x-twitter/weighted/char-classes";
import { tldLengthAt } from "@/lib/platforms/x-twitter/weighted/tlds";

const DOT = 0x2e;
const UNDERSCORE = 0x5f;

/**
 * Where the domain of a URL starting at `start` ends, as X's URL pattern reads it, or -1.
 *
 * X's pattern (twitter-text) is `subdomain* domainName TLD`: labels ending in a dot, where a
 * label starts and ends with a domain character, may hold `-` (and `_` in subdomains), and
 * the last one is followed by a listed TLD. Its regular expression backtracks: from every start
 * it takes every following label, then gives them back one by one until a TLD fits, which is
 * quadratic on text such as "a.a.a.a…". Here the same answer (the most labels after which a
 * TLD fits) comes from tables built once per text in linear time, so each start costs O(1).
 */
export type DomainFinder = (start: number) => number;

export function domainFinder(text: string): DomainFinder {
  const n = text.length;
  const segmentOf = new Int32Array(n).fill(-1);
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < n; ) {
    if (!isLabelChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isLabelChar(text.charCodeAt(i))) segmentOf[i++] = starts.length;
    starts.push(start);
    ends.push(i);
  }
  const count = starts.length;
  const lastUnderscore = new Int32Array(count).fill(-1);
  const tldAfter = new Int32Array(count);
  const subdomain = new Uint8Array(count);
  const domainName = new Uint8Array(count);
  const chained = new Uint8Array(count);
  for (let s = 0; s < count; s++) {
    for (let i = starts[s]; i < ends[s]; i++) if (text.charCodeAt(i) === UNDERSCORE) lastUnderscore[s] = i;
    const dotAfter = text.charCodeAt(ends[s]) === DOT;
    chained[s] = dotAfter && s + 1 < count && starts[s + 1] === ends[s] + 1 ? 1 : 0;
    subdomain[s] = dotAfter && isDomainChar(text.charCodeAt(starts[s])) && isDomainChar(text.charCodeAt(ends[s] - 1)) ? 1 : 0;
    tldAfter[s] = chained[s] ? tldLengthAt(text, starts[s + 1]) : 0;
    domainName[s] = subdomain[s] && lastUnderscore[s] < 0 && tldAfter[s] > 0 ? 1 : 0;
  }
  // chainEnd[s]: the first label from s on that cannot be followed by another subdomain label.
  const chainEnd = new Int32Array(count);
  for (let s = count - 1; s >= 0; s--) chainEnd[s] = subdomain[s] && chained[s] ? chainEnd[s + 1] : s;
  // lastDomainName[s]: the last label at or before s that a TLD follows.
  const lastDomainName = new Int32Array(count);
  for (let s = 0; s < count; s++) lastDomainName[s] = domainName[s] ? s : s > 0 ? lastDomainName[s - 1] : -1;

  const endAfter = (s: number) => starts[s + 1] + tldAfter[s];

  return (start) => {
    if (start >= n || !isDomainChar(text.charCodeAt(start))) return -1;
    const s = segmentOf[start];
    // The first label may begin inside a segment (after a non-ASCII letter, say).
    const firstIsLabel = text.charCodeAt(ends[s]) === DOT && isDomainChar(text.charCodeAt(ends[s] - 1));
    if (!firstIsLabel) return -1;
    if (chained[s]) {
      const best = lastDomainName[chainEnd[s + 1]];
      if (best > s) return endAfter(best);
    }
    return lastUnderscore[s] < start && tldAfter[s] > 0 ? endAfter(s) : -1;
  };
}
