import twitterText from "twitter-text";
import { memoize } from "@/lib/content/memoize";

const HAS_LETTER = /\p{L}/u;
/**
 * Longest tag kept, in code points. Keywords are at most 60 characters (voice schema); a longer
 * "tag" from a model is a sentence without spaces, not something anyone would follow.
 */
const MAX_TAG_LENGTH = 60;

/**
 * A `#tag` in text: "#" or fullwidth "＃", then tag characters, not preceded by a tag character,
 * "&" (an HTML entity such as &#39;) or "/" (a path), so "C#" and "a#b" are not tags.
 */
const TAG_IN_TEXT = /(?<![\p{L}\p{M}\p{N}_&/#＃])[#＃]([\p{L}\p{M}\p{N}_]+)/gu;
/** Any scheme://… URL, for URLs twitter-text does not recognise (localhost, unknown TLDs). */
const SCHEME_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"]+/giu;

export type TagInText = { start: number; end: number; tag: string };

/**
 * `raw` as a tag without "#": NFC, leading #s stripped, apostrophes dropped (moms, not MomS),
 * words joined in PascalCase ("sustainable living" → "SustainableLiving") and anything that is not
 * a letter, mark, digit or "_" removed. "" when nothing usable is left, when no letter is left
 * (platforms do not treat "#2026" as a tag) or when it is longer than a tag anyone types.
 */
export const normaliseHashtag = memoize(function normaliseHashtag(raw: string): string {
  const text = raw.normalize("NFC").replace(/^[\s#＃]+/u, "").replace(/['’ʼ]/gu, "");
  const words = text.split(/[^\p{L}\p{M}\p{N}_]+/u).filter(Boolean);
  const tag =
    words.length <= 1
      ? (words[0] ?? "")
      : words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
  if (!HAS_LETTER.test(tag) || [...tag].length > MAX_TAG_LENGTH) return "";
  return tag;
});

/** Normalised, empties dropped, duplicates (case-insensitive) dropped keeping the first. */
export function normaliseHashtags(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of raw) {
    const tag = normaliseHashtag(candidate);
    const key = tagKey(tag);
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/** Case-insensitive identity of a tag, for de-duplication. */
export function tagKey(tag: string): string {
  return tag.normalize("NFC").toLowerCase();
}

/**
 * The #tags in `text`, in order, outside URLs (the "#section" of https://a.example/#section is not
 * a tag). A candidate must contain a letter (see normaliseHashtag).
 */
export function findHashtags(text: string): TagInText[] {
  const urls = urlSpans(text);
  const insideUrl = (index: number) => urls.some((url) => index >= url.start && index < url.end);
  const found: TagInText[] = [];
  for (const match of text.matchAll(TAG_IN_TEXT)) {
    if (!HAS_LETTER.test(match[1]) || insideUrl(match.index)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, tag: match[1] });
  }
  return found;
}

/**
 * The tag as plain words, for a tag that has to leave the text but whose word belongs to the
 * sentence: "#SpringMenu" → "Spring Menu", "#coffee" → "coffee".
 */
export const tagAsWords = memoize((tag: string): string => tag.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/_/g, " "));

/** `text` with the given tags (from findHashtags) replaced by their words. */
export function replaceTagsWithWords(text: string, tags: readonly TagInText[]): string {
  let result = "";
  let position = 0;
  for (const tag of tags) {
    result += text.slice(position, tag.start) + tagAsWords(tag.tag);
    position = tag.end;
  }
  return result + text.slice(position);
}


function urlSpans(text: string): { start: number; end: number }[] {
  const spans = twitterText.extractUrlsWithIndices(text).map(({ indices: [start, end] }) => ({ start, end }));
  for (const match of text.matchAll(SCHEME_URL)) spans.push({ start: match.index, end: match.index + match[0].length });
  return spans;
}
