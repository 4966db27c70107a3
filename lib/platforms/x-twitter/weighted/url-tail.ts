import { isAsciiDigit, isPathChar, isPathEndChar, isQueryChar, isQueryEndChar } from "@/lib/platforms/x-twitter/weighted/char-classes";

const COLON = 0x3a;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const OPEN = 0x28;
const CLOSE = 0x29;

/** The first index from `from` on that is not a path character. */
function pathCharsEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isPathChar(text.charCodeAt(i))) i++;
  return i;
}

/** Where a balanced parenthesis group (one nesting level, as X allows) opening at `open` ends, or -1. */
function parenthesesEnd(text: string, open: number): number {
  const inner = pathCharsEnd(text, open + 1);
  if (inner > open + 1 && text.charCodeAt(inner) === CLOSE) return inner + 1;
  if (text.charCodeAt(inner) !== OPEN) return -1;
  const nested = pathCharsEnd(text, inner + 1);
  if (nested === inner + 1 || text.charCodeAt(nested) !== CLOSE) return -1;
  const after = pathCharsEnd(text, nested + 1);
  return text.charCodeAt(after) === CLOSE ? after + 1 : -1;
}

/**
 * A path after its `/`, as twitter-text's pattern reads it: a run of units, each either path
 * characters and parenthesis groups ending in a character that may end a path, or one
 * parenthesis group alone; the path ends after the last whole unit (trailing punctuation is
 * not part of the URL). `reachable` says whether a unit may start at `i`.
 */
function pathEnd(text: string, from: number): number {
  let last = from;
  let reachable = true;
  let i = from;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isPathChar(code)) {
      i++;
      reachable = isPathEndChar(code);
    } else if (code === OPEN) {
      const end = parenthesesEnd(text, i);
      if (end < 0) break;
      i = end; // a group ends a unit only when it is the whole unit, i.e. starts where one may
    } else break;
    if (reachable) last = i;
  }
  return last;
}

/** A query after its `?` ends at its last character that may end one; none: no query at all. */
export function queryEnd(text: string, question: number, limit = text.length): number {
  let last = -1;
  for (let i = question + 1; i < limit && isQueryChar(text.charCodeAt(i)); i++) {
    if (isQueryEndChar(text.charCodeAt(i))) last = i + 1;
  }
  return last;
}

/**
 * The rest of a URL after its domain, as X reads it: an optional `:port`, `/path` and `?query`.
 * Linear in what it reads; `hasPath` matters to twitter-text for URLs without a scheme.
 */
export function urlTail(text: string, domainEnd: number): { end: number; hasPath: boolean } {
  let end = domainEnd;
  if (text.charCodeAt(end) === COLON && isAsciiDigit(text.charCodeAt(end + 1))) {
    end++;
    while (isAsciiDigit(text.charCodeAt(end))) end++;
  }
  const hasPath = text.charCodeAt(end) === SLASH;
  if (hasPath) end = pathEnd(text, end + 1);
  if (text.charCodeAt(end) === QUESTION) {
    const query = queryEnd(text, end);
    if (query > 0) end = query;
  }
  return { end, hasPath };
}
