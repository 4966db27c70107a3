/**
 * Whitespace a generator may leave that no platform wants: CRLF, spaces before a line break, more
 * than one blank line, leading and trailing blanks. Nothing else in the text changes.
 */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
