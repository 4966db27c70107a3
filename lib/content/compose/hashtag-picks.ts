import type { VoiceInput } from "@/lib/schemas/voice";
import { normaliseHashtags } from "../fit/hashtags";

/**
 * Hashtag candidates from the profile, most relevant first: the keywords of the theme this
 * variation is about, then the other themes' keywords taken in turns, then theme names as tags
 * ("Coffee Culture" → CoffeeCulture). Normalised and de-duplicated like fitting will do.
 */
export function hashtagCandidates(voice: VoiceInput, focusTheme: number): string[] {
  const themes = voice.content_themes;
  if (themes.length === 0) return [];
  const ordered = themes.map((_, k) => themes[(focusTheme + k) % themes.length]);
  const raw: string[] = [...ordered[0].keywords];
  const longest = Math.max(...ordered.map((theme) => theme.keywords.length));
  for (let k = 0; k < longest; k++) for (const theme of ordered.slice(1)) if (theme.keywords[k]) raw.push(theme.keywords[k]);
  raw.push(...ordered.map((theme) => theme.theme));
  return normaliseHashtags(raw);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * For platforms whose tags go inside the sentences (X, TikTok): each tag whose word already
 * appears in `body` becomes "#word" there (first occurrence, never inside a URL, a word or another
 * tag). Returns the woven body and the tags that found no place, to be appended by fitting.
 */
// Compiling a Unicode pattern costs more than running it; a brand's few tags recur in
// every draft of a request, so each is compiled once (the cache is cleared, never grown without bound).
const wordPatterns = new Map<string, RegExp>();

function wordPattern(tag: string): RegExp {
  let pattern = wordPatterns.get(tag);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_#＃@/.=&?:-])${escapeRegExp(tag)}(?![\\p{L}\\p{M}\\p{N}_/.]?[\\p{L}\\p{M}\\p{N}_])`, "iu");
    if (wordPatterns.size > 5000) wordPatterns.clear();
    wordPatterns.set(tag, pattern);
  }
  return pattern;
}

export function weaveHashtags(body: string, tags: readonly string[]): { body: string; rest: string[] } {
  let woven = body;
  const rest: string[] = [];
  for (const tag of tags) {
    const match = wordPattern(tag).exec(woven);
    if (match) woven = `${woven.slice(0, match.index)}#${woven.slice(match.index)}`;
    else rest.push(tag);
  }
  return { body: woven, rest };
}
