import twitterText from "twitter-text";

// The single-character classes of X's URL grammar, built from twitter-text's own regular
// expressions (X's open-source implementation), so that the linear scanner in x-url-spans.ts
// agrees with it on which characters may appear where. Each test looks at one UTF-16 unit,
// as twitter-text's non-Unicode regular expressions do.

const regexen = twitterText.regexen as unknown as Record<string, RegExp>;

/** A test of one character against a twitter-text class, answered from a cache per code unit. */
function charTest(source: string, flags: string): (code: number) => boolean {
  const pattern = new RegExp(`^(?:${source})$`, flags);
  const known = new Int8Array(0x10000); // 0 unknown, 1 yes, -1 no
  return (code) => {
    if (known[code] === 0) known[code] = pattern.test(String.fromCharCode(code)) ? 1 : -1;
    return known[code] === 1;
  };
}

/** May appear in a domain label (anything but punctuation, spaces and invisible markers). */
export const isDomainChar = charTest(regexen.validDomainChars.source, "i");

/** May stand right before a URL (not a letter, digit, @, $ or #). */
export const isUrlPrecedingChar = charTest(regexen.validUrlPrecedingChars.source.replace(/\|\^\)$/, ")"), "i");

/** May appear in a URL path. */
export const isPathChar = charTest(regexen.validGeneralUrlPathChars.source, "i");

/** May end a URL path (a single character; a balanced parenthesis group may end it too). */
export const isPathEndChar = charTest(regexen.validUrlPathEndingChars.source, "i");

/** May appear in a query string, and may end one. */
export const isQueryChar = charTest(regexen.validUrlQueryChars.source, "i");
export const isQueryEndChar = charTest(regexen.validUrlQueryEndingChars.source, "i");

/** May appear in an ASCII domain label (letters, digits, hyphen, Latin accents). */
export const isAsciiLabelChar = charTest(`[\\-a-z0-9${regexen.latinAccentChars.source}]`, "i");

/** What a URL written without a scheme must not follow (`-`, `_`, `.`, `/`). */
export const isInvalidBeforeBareUrl = (code: number) => code === 0x2d || code === 0x5f || code === 0x2e || code === 0x2f;

/** A label of a domain may also hold `-` (and in subdomains `_`), but not at its edges. */
export const isLabelChar = (code: number) => isDomainChar(code) || code === 0x2d || code === 0x5f;

/** The characters after a top-level domain that would make it part of a longer word. */
export const continuesTld = (code: number) =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x40 || code === 0x2b || code === 0x2d;

export const isAsciiDigit = (code: number) => code >= 0x30 && code <= 0x39;
