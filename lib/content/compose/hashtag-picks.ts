import type { VoiceInput } from "@/lib/schemas/voice";
import { normaliseHashtag, tagAsWords } from "@/lib/content/fit/hashtags";
import { memoize } from "@/lib/content/memoize";
import { isStopWord } from "@/lib/content/text/stop-words";
import { phraseVariantKey } from "@/lib/content/text/word-variants";

/** Longest tag suggested: a tag longer than a short phrase is a sentence nobody follows. */
const MAX_TAG_LETTERS = 30;
const MAX_TAG_WORDS = 3;

/** A theme phrase or keyword that makes a tag someone would follow: a topic word in it, not too long. Memoized. */
export const meaningfulTag = memoize(function meaningfulTag(raw: string): string {
  const words = raw.split(/[\s\-_/]+/u).filter(Boolean);
  if (words.length === 0 || words.length > MAX_TAG_WORDS || words.every((word) => isStopWord(word))) return "";
  const tag = normaliseHashtag(raw);
  const letters = [...tag].filter((char) => /\p{L}/u.test(char)).length;
  return letters >= 3 && [...tag].length <= MAX_TAG_LETTERS ? tag : "";
});

/**
 * Hashtag candidates from the profile, most relevant first: keywords the goal or context names,
 * then the focus theme's name and keywords, then the other themes in turn. Only meaningful ones
 * (meaningfulTag), and one per spelling (#favourites and #Favorites are one tag).
 */
export function hashtagCandidates(voice: VoiceInput, focusTheme: number, topic: string): string[] {
  const themes = voice.content_themes;
  if (themes.length === 0) return [];
  const ordered = themes.map((_, k) => themes[(focusTheme + k) % themes.length]);
  const lowerTopic = ` ${topic.toLowerCase()} `;
  const named = ordered.flatMap((theme) => theme.keywords).filter((keyword) => lowerTopic.includes(` ${keyword.toLowerCase()}`));
  const raw = [...named, ...ordered.flatMap((theme) => [theme.theme, ...theme.keywords])];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of raw) {
    const tag = meaningfulTag(candidate);
    const key = phraseVariantKey(tagAsWords(tag));
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Compiling a Unicode pattern costs more than running it; a brand's few tags recur in
// every draft of a request, so each is compiled once (the cache is cleared, never grown without bound).
const wordPatterns = new Map<string, RegExp>();

/** Global ("g"): every occurrence is looked at, so one inside a signature phrase can be passed over. */
function wordPattern(tag: string): RegExp {
  let pattern = wordPatterns.get(tag);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_#＃@/.=&?:-])${escapeRegExp(tag)}(?![\\p{L}\\p{M}\\p{N}_/.]?[\\p{L}\\p{M}\\p{N}_])`, "giu");
    if (wordPatterns.size > 5000) wordPatterns.clear();
    wordPatterns.set(tag, pattern);
  }
  return pattern;
}

/**
 * For platforms whose tags go inside the sentences (X, TikTok): each tag whose word already
 * appears in `body` becomes "#word" there (first occurrence, never inside a URL, a word or another
 * tag, nor inside one of `keep`: the brand's signature phrases stay as written). Returns the woven
 * body and the tags that found no place, to be appended by fitting.
 */
export function weaveHashtags(body: string, tags: readonly string[], keep: readonly string[] = []): { body: string; rest: string[] } {
  let woven = body;
  const rest: string[] = [];
  for (const tag of tags) {
    const kept = keep.flatMap((phrase) => spansOf(woven, phrase));
    const match = [...woven.matchAll(wordPattern(tag))].find((found) => !kept.some(([start, end]) => found.index >= start && found.index < end));
    if (match) woven = `${woven.slice(0, match.index)}#${woven.slice(match.index)}`;
    else rest.push(tag);
  }
  return { body: woven, rest };
}

function spansOf(text: string, phrase: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = phrase ? text.indexOf(phrase) : -1; at >= 0; at = text.indexOf(phrase, at + phrase.length)) spans.push([at, at + phrase.length]);
  return spans;
}
