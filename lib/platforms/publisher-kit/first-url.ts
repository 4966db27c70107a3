/**
 * The first http(s) URL in the text, without the sentence punctuation that usually follows it
 * ("see https://a.example/x." → "https://a.example/x"), or null.
 */
export function firstUrl(text: string): string | null {
  const match = /https?:\/\/[^\s<>"']+/i.exec(text);
  if (!match) return null;
  let url = match[0].replace(/[.,;:!?]+$/, "");
  // Drop a closing bracket only when it closes one opened before the URL, e.g. "(see https://x.y)".
  while (/[)\]]$/.test(url) && count(url, url.endsWith(")") ? "(" : "[") < count(url, url.at(-1)!)) {
    url = url.slice(0, -1).replace(/[.,;:!?]+$/, "");
  }
  return url;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
