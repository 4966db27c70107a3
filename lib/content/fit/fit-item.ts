import { fitToLimit } from "@/lib/content/fit/fit-text";
import type { PlatformRule } from "@/lib/platforms/platform";
import { platformRule } from "@/lib/platforms/registry";
import type { DraftItem, GeneratedContent } from "@/lib/content/types";
import { findHashtags, normaliseHashtags, replaceTagsWithWords, tagKey } from "@/lib/content/fit/hashtags";
import { tidyText } from "@/lib/content/fit/tidy-text";
import { splitTrailingTags } from "@/lib/content/fit/trailing-tags";

/**
 * How much of the body the appended tags may cost. With k tags the body is cut to make room; k is
 * the largest number of tags for which the body still keeps at least this share of what it could
 * keep with no tags at all. Tags are the first thing to go: a post is read for its sentences, and
 * losing a fifth of them for a tag is already a bad trade. Tags are dropped from the end of the
 * list, so the generator's first (most relevant) tags survive longest.
 */
export const TAG_KEEP_SHARE = 0.8;

/**
 * A draft as it will be published: hashtags normalised and limited by the platform's house style,
 * the whole text (tags included) within the platform's limit as the platform counts it, cut only
 * at sentence or word boundaries (fitToLimit), never inside a grapheme, URL or hashtag.
 *
 * Hashtag rules, per `rule.hashtagPlacement`:
 * - "none" (Google Business): no tags at all. A block of tags ending the text is removed; a tag
 *   inside a sentence becomes its words ("love #SpringMenu" → "love Spring Menu") so the sentence
 *   still reads.
 * - "inline" (X, TikTok): tags already in the text count toward `maxHashtags` and stay where they
 *   are (first ones first); suggested tags fill the remaining room, appended after a space.
 * - "end": a trailing block of tags is lifted off and joins the suggested tags; tags inside
 *   sentences count toward the maximum and stay; the rest is appended after a blank line.
 * In every case a repeated tag (case-insensitive) or a tag beyond the maximum that sits inside a
 * sentence becomes plain words.
 */
export function fitDraft(draft: DraftItem): GeneratedContent {
  const rule = platformRule(draft.platform);
  const { body, tags } = arrangeHashtags(tidyText(draft.text), draft.hashtags, rule);
  const text = fitWithTags(body, tags, rule);
  return {
    platform: draft.platform,
    text,
    hashtags: findHashtags(text).map((found) => found.tag),
    characterCount: rule.count(text),
  };
}

/**
 * The draft's length as the platform counts it, written out with its tags as fitting arranges
 * them but before anything is trimmed; over `limit`, fitting would have to drop tags or cut.
 */
export function draftLength(draft: DraftItem): { count: number; limit: number } {
  const rule = platformRule(draft.platform);
  const { body, tags } = arrangeHashtags(tidyText(draft.text), draft.hashtags, rule);
  const separator = rule.hashtagPlacement === "end" ? "\n\n" : " ";
  const suffix = tags.map((tag) => `#${tag}`).join(" ");
  return { count: rule.count(suffix ? (body ? `${body}${separator}${suffix}` : suffix) : body), limit: rule.limit };
}

/** The body with at most `maxHashtags` inline tags, and the tags to append after it. */
export function arrangeHashtags(text: string, suggested: readonly string[], rule: PlatformRule) {
  if (rule.hashtagPlacement === "none" || rule.maxHashtags === 0) {
    const { body } = splitTrailingTags(text);
    return { body: replaceTagsWithWords(body, findHashtags(body)), tags: [] as string[] };
  }
  const { body, tags: trailing } = rule.hashtagPlacement === "end" ? splitTrailingTags(text) : { body: text, tags: [] };

  const keptKeys = new Set<string>();
  const demoted = findHashtags(body).filter((found) => {
    const key = tagKey(found.tag);
    if (keptKeys.has(key) || keptKeys.size >= rule.maxHashtags) return true;
    keptKeys.add(key);
    return false;
  });
  const appended = normaliseHashtags([...trailing, ...suggested])
    .filter((tag) => !keptKeys.has(tagKey(tag)))
    .slice(0, rule.maxHashtags - keptKeys.size);
  return { body: replaceTagsWithWords(body, demoted), tags: appended };
}

/** `body` followed by as many of `tags` as TAG_KEEP_SHARE allows, fitted to the limit. */
function fitWithTags(body: string, tags: readonly string[], rule: PlatformRule): string {
  const separator = rule.hashtagPlacement === "end" ? "\n\n" : " ";
  const withTags = (text: string, k: number) => {
    const suffix = tags.slice(0, k).map((tag) => `#${tag}`).join(" ");
    if (!suffix) return text;
    return text ? `${text}${separator}${suffix}` : suffix;
  };
  const fits = (text: string) => rule.count(text) <= rule.limit;

  const everything = withTags(body, tags.length);
  if (fits(everything)) return everything;

  const bodyAlone = fitToLimit(body, rule.limit, rule.count);
  const mostBody = rule.count(bodyAlone);
  for (let k = tags.length; k > 0; k--) {
    if (!fits(withTags("", k))) continue;
    const fittedBody = fitToLimit(body, rule.limit, (text) => rule.count(withTags(text, k)));
    const candidate = withTags(fittedBody, k);
    if (fits(candidate) && rule.count(fittedBody) >= TAG_KEEP_SHARE * mostBody) return candidate;
  }
  return bodyAlone;
}
