import { arrangeHashtags, TAG_KEEP_SHARE } from "@/lib/content/fit/fit-item";
import { findHashtags, tagKey } from "@/lib/content/fit/hashtags";
import { tidyText } from "@/lib/content/fit/tidy-text";
import { splitThread } from "@/lib/content/thread/split-thread";
import type { DraftItem, GeneratedContent } from "@/lib/content/types";
import { platformRule } from "@/lib/platforms/registry";
import { MAX_THREAD_REPLIES } from "@/lib/schemas/post";

/** A post and its replies: `text` is part 1, `thread` parts 2 onward, as POST /posts takes them. */
export type ThreadContent = GeneratedContent & { thread: string[] };

/** The most parts a generated thread has: the post plus the replies a post may hold. */
export const MAX_THREAD_PARTS = 1 + MAX_THREAD_REPLIES;

/**
 * "1/3", "(2/5)", "3/3 🧵" written by a model at the start or end of a part: the parts are
 * numbered by their order, and a number goes stale as soon as a part is added or removed in the
 * composer (docs/api-decisions.md, "Thread generation").
 */
const NUMBERING = /^\(?\d{1,2}\s*\/\s*\d{1,2}\)?[.:]?\s+|\s+\(?\d{1,2}\s*\/\s*\d{1,2}\)?\s*(?:🧵)?$/gu;

/**
 * A draft written as a thread, fitted to its platform: the sections (a model's parts, or the
 * composer's whole text) broken where needed into parts that each fit the limit as the platform
 * counts it (split-thread.ts: between paragraphs, sentences or whole words only). Hashtags go on
 * part 1, the post that timelines and searches show, and cost it at most a fifth of its room
 * (fit-item.ts, TAG_KEEP_SHARE), so its sentences keep the room; tags inside a part's sentences
 * stay there, at most the platform's maximum per part. `notes` says what was changed in a model's
 * parts. Null when no break makes the text fit (one word longer than a part).
 */
export function fitThreadDraft(draft: DraftItem): { content: ThreadContent; notes: string[] } | null {
  const rule = platformRule(draft.platform);
  const notes: string[] = [];
  const sections = (draft.parts ?? [draft.text]).map((part) => tidyText(part.replace(NUMBERING, "")));
  if (draft.parts && sections.some((section, k) => section !== tidyText(draft.parts![k]))) notes.push("the model's part numbers were removed; parts are numbered by their order");

  // Part 1 takes the suggested tags and any block of tags ending a section; each section keeps its own inline ones.
  const arranged = sections.map((section, k) => arrangeHashtags(section, k === 0 ? draft.hashtags : [], rule));
  const liftedLater = arranged.slice(1).flatMap((section) => section.tags);
  const candidates = [...arranged[0].tags, ...liftedLater].filter((tag, k, all) => all.findIndex((other) => tagKey(other) === tagKey(tag)) === k);
  const bodies = arranged.map((section) => section.body).filter((body) => body.trim() !== "");

  const separator = rule.hashtagPlacement === "end" ? "\n\n" : " ";
  const inlineInFirst = findHashtags(bodies[0] ?? "").length;
  let tags = candidates.slice(0, Math.max(0, rule.maxHashtags - inlineInFirst));
  const suffixOf = (list: string[]) => list.map((tag) => `#${tag}`).join(" ");
  while (tags.length > 0 && rule.count(suffixOf(tags)) > (1 - TAG_KEEP_SHARE) * rule.limit) tags = tags.slice(0, -1);
  const withTags = (part: string) => (tags.length === 0 ? part : part ? `${part}${separator}${suffixOf(tags)}` : suffixOf(tags));

  const split = splitThread(bodies, (part, index) => rule.count(index === 0 ? withTags(part) : part) <= rule.limit, MAX_THREAD_PARTS);
  if (split === null) return null;
  const parts = split.parts.length > 0 ? split.parts : [""];
  parts[0] = withTags(parts[0]);
  if (parts[0] === "") return null;
  if (split.truncated) notes.push(`the text ran past ${MAX_THREAD_PARTS} parts; the parts after part ${MAX_THREAD_PARTS} were left out`);
  if (draft.parts) {
    const over = sections.map((section, k) => ({ k, over: rule.count(section) > rule.limit })).filter((item) => item.over);
    if (over.length > 0) notes.push(`part ${over.map((item) => item.k + 1).join(", ")} of the model's thread ran over the ${rule.limit}-${rule.countUnit} limit and was broken between sentences`);
  }

  const seen = new Set<string>();
  const hashtags = parts.flatMap((part) => findHashtags(part).map((found) => found.tag)).filter((tag) => !seen.has(tagKey(tag)) && seen.add(tagKey(tag)));
  return { content: { platform: draft.platform, text: parts[0], thread: parts.slice(1), hashtags, characterCount: rule.count(parts[0]) }, notes };
}
