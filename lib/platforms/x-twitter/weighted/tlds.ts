import twitterText from "twitter-text";
import { continuesTld, isLabelChar } from "@/lib/platforms/x-twitter/weighted/char-classes";

// The top-level domains X recognises, in twitter-text's own order (generic first, then country
// codes): where several could match at one place, its regular expression takes the first listed.

const regexen = twitterText.regexen as unknown as Record<string, RegExp>;
const LIST_SOURCE = /^\(\?:\(\?:(.*)\)\(\?=\[\^0-9a-zA-Z@\+-\]\|\$\)\)$/;

const canonicalCodes = new Uint16Array(0x10000);

/** How a case-insensitive, non-Unicode regular expression compares one UTF-16 unit (cached per unit). */
export function canonical(unit: string): string {
  const code = unit.charCodeAt(0);
  if (canonicalCodes[code] === 0) {
    const upper = unit.toUpperCase();
    const keep = upper.length !== 1 || (code >= 128 && upper.charCodeAt(0) < 128);
    canonicalCodes[code] = keep ? code : upper.charCodeAt(0);
  }
  return String.fromCharCode(canonicalCodes[code]);
}

const canonicalText = (text: string) => Array.from({ length: text.length }, (_, i) => canonical(text[i])).join("");

function listOf(name: string): string[] {
  const match = LIST_SOURCE.exec(regexen[name].source);
  if (!match) throw new Error(`twitter-text's ${name} has an unexpected shape`);
  return match[1].split("|");
}

/** Canonical TLD → its position in the combined list (lower wins). */
const ORDER = new Map<string, number>();
for (const tld of [...listOf("validGTLD"), ...listOf("validCCTLD")]) {
  const key = canonicalText(tld);
  if (!ORDER.has(key)) ORDER.set(key, ORDER.size);
}
const LONGEST = Math.max(...[...ORDER.keys()].map((key) => key.length));

const PUNYCODE_PREFIX = "XN--";
const isPunycodeChar = (code: number) => (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x2d;

/**
 * The length of the top-level domain that starts at `start` in `text`, as X's URL pattern reads
 * it, or 0: a listed TLD not followed by a letter, digit, `@`, `+` or `-`; else `xn--` and its
 * punycode. A TLD is made of label characters, so the search stops at the first other character;
 * the work per call is bounded by the longest listed TLD, not by the text.
 */
export function tldLengthAt(text: string, start: number): number {
  let best = -1;
  let bestLength = 0;
  let key = "";
  for (let length = 1; length <= LONGEST && start + length <= text.length; length++) {
    if (!isLabelChar(text.charCodeAt(start + length - 1))) break;
    key += canonical(text[start + length - 1]);
    const order = ORDER.get(key);
    if (order === undefined || (best !== -1 && order > best)) continue;
    const next = start + length;
    if (next < text.length && continuesTld(text.charCodeAt(next))) continue;
    best = order;
    bestLength = length;
  }
  if (best !== -1) return bestLength;
  return punycodeLengthAt(text, start);
}

function punycodeLengthAt(text: string, start: number): number {
  if (canonicalText(text.slice(start, start + 4)) !== PUNYCODE_PREFIX) return 0;
  let end = start + 4;
  while (end < text.length && isPunycodeChar(text.charCodeAt(end))) end++;
  return end > start + 4 ? end - start : 0;
}
