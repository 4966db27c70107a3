import { asciiDomainsIn } from "@/lib/platforms/x-twitter/weighted/ascii-domains";
import { isInvalidBeforeBareUrl, isUrlPrecedingChar } from "@/lib/platforms/x-twitter/weighted/char-classes";
import { domainFinder, type DomainFinder } from "@/lib/platforms/x-twitter/weighted/domain-chain";
import { queryEnd, urlTail } from "@/lib/platforms/x-twitter/weighted/url-tail";
import { canonical } from "@/lib/platforms/x-twitter/weighted/tlds";
import { idnaLabelLengths } from "@/lib/platforms/x-twitter/weighted/punycode-length";

/** A URL as X counts it: `start` in UTF-16 units, and how many units its 23 weighted characters replace. */
export type XUrlSpan = { start: number; end: number; replaces: number };

type Match = { start: number; end: number; before: number; protocol: number; domainStart: number; domainEnd: number; hasPath: boolean };

const MAX_URL_LENGTH = 4096;
const MAX_TCO_SLUG = 40;

const canonicalSlice = (text: string, start: number, end: number) => Array.from(text.slice(start, end), canonical).join("");

function protocolLength(text: string, at: number): number {
  if ((text.charCodeAt(at) | 0x20) !== 0x68) return 0; // not h or H: no scheme, and no slicing per position
  const head = canonicalSlice(text, at, at + 8);
  if (head.startsWith("HTTPS://")) return 8;
  return head.startsWith("HTTP://") ? 7 : 0;
}

/** A URL beginning exactly at `start` (with a scheme if one fits, else without), or null. */
function urlAt(text: string, start: number, findDomain: DomainFinder): Omit<Match, "before"> | null {
  const protocol = protocolLength(text, start);
  for (const scheme of protocol ? [protocol, 0] : [0]) {
    const domainEnd = findDomain(start + scheme);
    if (domainEnd < 0) continue;
    const tail = urlTail(text, domainEnd);
    return { start, end: tail.end, protocol: scheme, domainStart: start + scheme, domainEnd, hasPath: tail.hasPath };
  }
  return null;
}

/** The next match of X's URL pattern at or after `from` (its preceding character included), as its global search finds it. */
function nextMatch(text: string, from: number, findDomain: DomainFinder): Match | null {
  for (let at = from; at < text.length; at++) {
    const before = text.charCodeAt(at);
    if (isUrlPrecedingChar(before)) {
      const url = urlAt(text, at + 1, findDomain);
      if (url) return { ...url, before };
    }
    if (at === 0) {
      const url = urlAt(text, 0, findDomain);
      if (url) return { ...url, before: -1 };
    }
  }
  return null;
}

/** twitter-text's idna check and length cap: a match failing them is skipped (and its text is not searched again). */
function isValidUrl(text: string, match: Match): boolean {
  const domain = text.slice(match.domainStart, match.domainEnd);
  if (domain.startsWith("xn--") && asciiDomainsIn(domain).length === 0) return false;
  if (idnaLabelLengths(domain).some((length) => length < 1 || length > 63)) return false;
  return (match.protocol || "https://".length) + (match.end - match.start) <= MAX_URL_LENGTH;
}

/** A t.co link is only its slug (and query): X does not extend it with a path. */
function tcoEnd(text: string, match: Match): number | null {
  if (canonicalSlice(text, match.domainStart, match.domainEnd) !== "T.CO" || text[match.domainEnd] !== "/") return match.end;
  let end = match.domainEnd + 1;
  while (end < match.end && /[a-z0-9]/i.test(text[end])) end++;
  const slug = end - match.domainEnd - 1;
  if (slug === 0) return match.end;
  if (slug > MAX_TCO_SLUG) return null;
  if (text[end] === "?") {
    const query = queryEnd(text, end, match.end);
    if (query > 0) end = query;
  }
  return end;
}

function spansOf(text: string, match: Match): XUrlSpan[] {
  if (!isValidUrl(text, match)) return [];
  if (match.protocol) {
    const end = tcoEnd(text, match);
    return end === null ? [] : [{ start: match.start, end, replaces: end - match.start }];
  }
  if (match.before >= 0 && isInvalidBeforeBareUrl(match.before)) return [];
  const domain = text.slice(match.domainStart, match.domainEnd);
  // twitter-text places each ASCII domain at the first occurrence of its text after the previous
  // one (`indexOf`), which is not always where its pattern matched; X counts it there, so do we.
  let searchFrom = 0;
  const spans = asciiDomainsIn(domain).map((range) => {
    const found = domain.slice(range.start, range.end);
    const start = domain.indexOf(found, searchFrom);
    searchFrom = start + found.length;
    return { start: match.start + start, end: match.start + searchFrom, replaces: found.length };
  });
  const last = spans.at(-1);
  if (last && match.hasPath) {
    // twitter-text extends the last ASCII domain to the end of the match, path and query included.
    last.replaces += match.end - match.domainEnd;
    last.end = match.end;
  }
  return spans;
}

/**
 * The URLs X finds in `text` (already NFC-normalised), each counted as 23 weighted characters:
 * the same answer as twitter-text's `extractUrlsWithIndices` on ordinary text, in time linear in
 * the length of the text whatever it holds (twitter-text's own pattern is quadratic on text such
 * as "a.a.a.a…", which held the event loop for minutes on a 900 KB post).
 */
export function xUrlSpans(text: string): XUrlSpan[] {
  if (!text.includes(".")) return [];
  const findDomain = domainFinder(text);
  const spans: XUrlSpan[] = [];
  for (let from = 0; from < text.length; ) {
    const match = nextMatch(text, from, findDomain);
    if (!match) break;
    spans.push(...spansOf(text, match));
    from = match.end;
  }
  return spans;
}
