import { isAsciiLabelChar } from "@/lib/platforms/x-twitter/weighted/char-classes";
import { tldLengthAt } from "@/lib/platforms/x-twitter/weighted/tlds";

const DOT = 0x2e;

export type Range = { start: number; end: number };

/**
 * The ASCII domains inside a URL's domain, left to right, as twitter-text's `validAsciiDomain`
 * finds them (`(?:[-a-z0-9À-ÿ…]+\.)+TLD`, global): X links a URL written without a scheme
 * only through these. Linear, with the same tables as x-domain-chain.ts: a match from a run
 * of label characters takes the most labels after which a TLD fits; a run where none fits
 * has no match from anywhere inside it either.
 */
export function asciiDomainsIn(domain: string): Range[] {
  const n = domain.length;
  const runOf = new Int32Array(n).fill(-1);
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < n; ) {
    if (!isAsciiLabelChar(domain.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isAsciiLabelChar(domain.charCodeAt(i))) runOf[i++] = starts.length;
    starts.push(start);
    ends.push(i);
  }
  const count = starts.length;
  const tld = new Int32Array(count);
  const chained = new Uint8Array(count);
  for (let r = 0; r < count; r++) {
    if (domain.charCodeAt(ends[r]) !== DOT) continue;
    tld[r] = tldLengthAt(domain, ends[r] + 1);
    chained[r] = r + 1 < count && starts[r + 1] === ends[r] + 1 ? 1 : 0;
  }
  const chainEnd = new Int32Array(count);
  for (let r = count - 1; r >= 0; r--) chainEnd[r] = chained[r] ? chainEnd[r + 1] : r;
  const lastWithTld = new Int32Array(count);
  for (let r = 0; r < count; r++) lastWithTld[r] = tld[r] > 0 ? r : r > 0 ? lastWithTld[r - 1] : -1;

  const found: Range[] = [];
  let position = 0;
  while (position < n) {
    const r = runOf[position];
    if (r < 0) {
      position++;
      continue;
    }
    const best = lastWithTld[chainEnd[r]];
    if (best < r) {
      position = ends[r];
      continue;
    }
    const end = ends[best] + 1 + tld[best];
    found.push({ start: position, end });
    position = end;
  }
  return found;
}
