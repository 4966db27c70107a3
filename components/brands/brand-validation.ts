/** Client-side checks that mirror lib/schemas/brand.ts, with messages for a person. */

export const NAME_MAX = 100;
export const WEBSITE_MAX = 2048;

export function validateBrandName(value: string): string | null {
  const name = value.trim();
  if (!name) return "Give the brand a name.";
  if (name.length > NAME_MAX) return `Use at most ${NAME_MAX} characters.`;
  return null;
}

export function validateWebsite(value: string): string | null {
  const website = value.trim();
  if (!website) return "Enter the brand's website, e.g. https://example.com.";
  if (website.length > WEBSITE_MAX) return `Use at most ${WEBSITE_MAX} characters.`;
  let url: URL;
  try {
    url = new URL(website);
  } catch {
    return "Enter a full web address starting with https:// or http://, e.g. https://example.com.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The address must start with https:// or http://.";
  if (!url.hostname) return "Enter a full web address, e.g. https://example.com.";
  return null;
}

/** "example.com" out of "https://www.example.com/about". */
export function hostOf(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, "");
  } catch {
    return website;
  }
}

/** A brand's initial for its avatar tile. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || "?";
}

/** Turns the API's terse "field: must be …" into a sentence. */
export function sentence(message: string): string {
  const text = message.trim().replace(/\.$/, "");
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : message;
}
