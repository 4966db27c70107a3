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
