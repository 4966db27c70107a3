/**
 * A frame's words with the account filled in. The account's handle is not known here, and a
 * preview shows nothing invented: "@{handle} · now" becomes "now", and a name that is only the
 * handle (Threads, Instagram, TikTok) becomes the brand's name.
 */
export function frameText(text: string, brandName: string): string {
  if (!text.includes("{handle}")) return text.replaceAll("{brand}", brandName);
  const withoutHandle = text.replace(/@?\{handle\}[^\s·]*\s*(·\s*)?/g, "").trim();
  const filled = withoutHandle === "" ? text.replace(/@?\{handle\}/g, "{brand}") : withoutHandle;
  return filled.replaceAll("{brand}", brandName);
}
