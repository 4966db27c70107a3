// What a platform says about a signed-in account (its name, handle, a choice's description) is
// shown in the dashboard and answered by the API, so it is kept as plain text: whatever markup
// or control characters the platform sent are not passed on to a client that might render them.

/** The longest account text kept (the bound of a connection's `account_label`). */
export const ACCOUNT_TEXT_MAX = 200;

/** An HTML or XML tag, comment or declaration: `<b>`, `</a>`, `<img src=x onerror=…>`, `<!-- -->`. "I <3 coffee" has none. */
const MARKUP = /<\/?[A-Za-z!?][^<>]*>/g;
/** Control characters (line breaks and tabs too) and the bidi overrides and isolates that reorder what follows them. */
const CONTROLS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
/** Something a reader sees: not only white space, zero-width or other invisible characters. */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]/u;

/**
 * `value` as one line of plain text: markup and control characters become spaces, runs of white
 * space one space, trimmed, NFC, unpaired surrogates U+FFFD, at most `max` characters (cut
 * between graphemes, with "…"). Null when it is not a string or nothing visible is left.
 */
export function plainAccountText(value: unknown, max = ACCOUNT_TEXT_MAX): string | null {
  if (typeof value !== "string") return null;
  const plain = value.toWellFormed().replace(MARKUP, " ").replace(CONTROLS, " ").normalize("NFC").replace(/\s+/gu, " ").trim();
  if (!VISIBLE.test(plain)) return null;
  if (plain.length <= max) return plain;
  let kept = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(plain)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}
