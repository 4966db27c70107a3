import { memoize } from "@/lib/content/memoize";
import type { VoiceInput } from "@/lib/schemas/voice";

/**
 * How many themes, or keywords, a post must touch to count as fully on-theme. One post cannot
 * cover a brand's twenty themes; two themes or three keywords is a well-anchored post.
 */
export const THEMES_FOR_FULL_COVERAGE = 2;
export const KEYWORDS_FOR_FULL_COVERAGE = 3;

/** Lower case, hyphens and underscores as spaces, runs of spaces collapsed: "Fixed-rate" ≈ "fixed rate". */
// Memoized: the three coverage parts each compare the same text.
const comparable = memoize((text: string): string =>
  text.normalize("NFC").toLowerCase().replace(/’/g, "'").replace(/[-_–—]+/g, " ").replace(/\s+/g, " ").trim(),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A profile's terms are matched against every generated text (40 per request), so each
// term's pattern is compiled once; the cache is cleared rather than grown without bound.
const termPatterns = new Map<string, RegExp | string | null>();

function termPattern(term: string): RegExp | string | null {
  let pattern = termPatterns.get(term);
  if (pattern !== undefined) return pattern;
  const wanted = comparable(term);
  if (!wanted) pattern = null;
  else if (!/^[\p{Script=Latin}\p{N}].*[\p{Script=Latin}\p{N}]$|^[\p{Script=Latin}\p{N}]$/u.test(wanted)) pattern = wanted;
  else pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(wanted)}(?:e?s)?(?![\\p{L}\\p{N}])`, "u");
  if (termPatterns.size > 5000) termPatterns.clear();
  termPatterns.set(term, pattern);
  return pattern;
}

/** `mentions` on a text already passed through `comparable` (done once per scored text). */
function mentionsComparable(text: string, term: string): boolean {
  const pattern = termPattern(term);
  if (pattern === null) return false;
  return typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
}

/**
 * Whether `term` occurs in `searchable` as whole words (a plural "s"/"es" allowed), so "tea" does
 * not match "team". Terms in scripts written without spaces (CJK, Thai) match as substrings.
 */
export function mentions(searchable: string, term: string): boolean {
  return mentionsComparable(comparable(searchable), term);
}

/** Share of themes mentioned by name or by one of their keywords, saturating at THEMES_FOR_FULL_COVERAGE. */
export function themeCoverage(voice: VoiceInput, searchable: string): number | null {
  const themes = voice.content_themes;
  if (themes.length === 0) return null;
  const text = comparable(searchable);
  const touched = themes.filter(
    (entry) => mentionsComparable(text, entry.theme) || entry.keywords.some((keyword) => mentionsComparable(text, keyword)),
  ).length;
  return Math.min(1, touched / Math.min(themes.length, THEMES_FOR_FULL_COVERAGE));
}

/** Distinct keywords used, saturating at KEYWORDS_FOR_FULL_COVERAGE (or all, when fewer exist). */
export function keywordCoverage(voice: VoiceInput, searchable: string): number | null {
  const keywords = [...new Set(voice.content_themes.flatMap((entry) => entry.keywords.map((keyword) => comparable(keyword))))].filter(Boolean);
  if (keywords.length === 0) return null;
  const text = comparable(searchable);
  const used = keywords.filter((keyword) => mentionsComparable(text, keyword)).length;
  return Math.min(1, used / Math.min(keywords.length, KEYWORDS_FOR_FULL_COVERAGE));
}

/**
 * 1 when a signature phrase appears verbatim (case, punctuation and spacing aside). Otherwise half
 * the best share of a phrase's words (3+ letters) that appear: an echo counts a little, not fully.
 */
export function signatureCoverage(voice: VoiceInput, searchable: string): number | null {
  const phrases = voice.language_patterns.signature_phrases;
  if (phrases.length === 0) return null;
  const strip = (comparableText: string) => comparableText.replace(/[^\p{L}\p{M}\p{N}' ]+/gu, " ").replace(/\s+/g, " ").trim();
  const bare = (phrase: string) => strip(comparable(phrase));
  const text = ` ${strip(comparable(searchable))} `;
  let best = 0;
  for (const phrase of phrases) {
    const wanted = bare(phrase);
    if (!wanted) continue;
    if (text.includes(` ${wanted} `) || (!/ /.test(wanted) && text.includes(wanted))) return 1;
    const words = wanted.split(" ").filter((word) => [...word].length >= 3);
    if (words.length === 0) continue;
    const present = words.filter((word) => text.includes(` ${word} `)).length;
    best = Math.max(best, (0.5 * present) / words.length);
  }
  return best;
}
