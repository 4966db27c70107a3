import type { VoiceInput } from "@/lib/schemas/voice";
import { tagAsWords } from "@/lib/content/fit/hashtags";
import { memoize } from "@/lib/content/memoize";
import { isStopWord } from "@/lib/content/text/stop-words";
import { variantKey } from "@/lib/content/text/word-variants";

const wordKeys = memoize((text: string): string =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !isStopWord(word) && word.length > 2).map(variantKey).join(" "),
);

/**
 * The theme the goal and context are about: the one whose name and keywords share the most words
 * with them (spelling variants and plurals aside), or -1 when none shares any.
 */
export function relevantTheme(voice: VoiceInput, topic: string): number {
  const topicWords = new Set(wordKeys(topic).split(" ").filter(Boolean));
  let best = -1;
  let bestShared = 0;
  voice.content_themes.forEach((entry, k) => {
    const words = new Set(wordKeys([entry.theme, ...entry.keywords].join(" ")).split(" ").filter(Boolean));
    const shared = [...words].filter((word) => topicWords.has(word)).length;
    if (shared > bestShared) [best, bestShared] = [k, shared];
  });
  return best;
}

/** Tags whose words the post actually uses go first (stable otherwise): they are what it is about. */
export function mentionedFirst(tags: readonly string[], body: string): string[] {
  const lower = body.toLowerCase();
  const mentioned = (tag: string) => lower.includes(tagAsWords(tag).toLowerCase());
  return [...tags.filter(mentioned), ...tags.filter((tag) => !mentioned(tag))];
}
