import { memoize } from "@/lib/content/memoize";
import type { VoiceInput } from "@/lib/schemas/voice";
import { phraseVariantKey, variantKey } from "@/lib/content/text/word-variants";

/**
 * How many themes, or keywords, a post must touch to count as fully on-theme. One post cannot
 * cover a brand's twenty themes; two themes or three keywords is a well-anchored post.
 */
export const THEMES_FOR_FULL_COVERAGE = 2;
export const KEYWORDS_FOR_FULL_COVERAGE = 3;

/** Lower case, hyphens and underscores as spaces, runs of spaces collapsed: "Fixed-rate" ≈ "fixed rate". */
// Memoized: the three coverage parts each compare the same text.
const comparable = memoize(function comparable(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/’/g, "'").replace(/[-_–—]+/g, " ").replace(/\s+/g, " ").trim();
});

/**
 * First three letters of every term word seen. Plurals and British/American spellings differ only
 * at a word's end, so a text word whose first three letters start no term word can match none, and
 * keeping it as written saves keying it (the scorer reads 40 texts per request). The set only
 * grows, bounded by the distinct three-letter starts of profile words (a few thousand).
 */
const termPrefixes = new Set<string>();
const prefixOf = (word: string) => word.slice(0, 3);

/** A term's key (phraseVariantKey), its words' prefixes registered (every time: the set is what word keying reads). */
function termKey(wanted: string): string {
  const key = phraseVariantKey(wanted);
  for (const word of key.split(" ")) termPrefixes.add(prefixOf(word));
  return key;
}

/**
 * A comparable text as word keys between spaces (" favorite chip "), so that a term matches
 * whole words whatever their plural or British/American spelling: "donation" finds "donations",
 * "favourites" finds "favorite". `prefixCount` is part of the memo key, so a text keyed before a
 * new term arrived is keyed again.
 */
const wordKeyText = memoize(function wordKeyText(text: string, _prefixCount: number): string {
  return ` ${(text.match(/[\p{L}\p{M}\p{N}']+/gu) ?? []).map((word) => (termPrefixes.has(prefixOf(word)) ? variantKey(word) : word)).join(" ")} `;
});

/** A profile term ready to look for: its word key, or for scripts without spaces its plain text. */
type Term = { key: string; substring: boolean } | null;

function termOf(term: string): Term {
  const wanted = comparable(term);
  if (!wanted) return null;
  // Scripts written without spaces (CJK, Thai) have no word boundaries to match on.
  if (!/^[\p{Script=Latin}\p{N}](?:.*[\p{Script=Latin}\p{N}])?$/u.test(wanted)) return { key: wanted, substring: true };
  return { key: termKey(wanted), substring: false };
}

/**
 * The profile's themes and keywords as terms, once per profile object: a request scores 40 texts
 * against the same profile, so its terms are keyed once rather than 40 times.
 */
const profileTerms = new WeakMap<VoiceInput["content_themes"], { themes: Term[][]; keywords: Term[] }>();
function termsOf(voice: VoiceInput) {
  let terms = profileTerms.get(voice.content_themes);
  if (!terms) {
    const keywords = [...new Set(voice.content_themes.flatMap((entry) => entry.keywords.map((keyword) => comparable(keyword))))].filter(Boolean);
    terms = { themes: voice.content_themes.map((entry) => [entry.theme, ...entry.keywords].map(termOf)), keywords: keywords.map(termOf) };
    profileTerms.set(voice.content_themes, terms);
  }
  return terms;
}

function found(text: string, term: Term): boolean {
  if (term === null) return false;
  return term.substring ? text.includes(term.key) : wordKeyText(text, termPrefixes.size).includes(` ${term.key} `);
}

/**
 * Whether `term` occurs in `searchable` as whole words (plural and spelling variants allowed), so
 * "tea" does not match "team". Terms in scripts written without spaces (CJK, Thai) match as substrings.
 */
export function mentions(searchable: string, term: string): boolean {
  return found(comparable(searchable), termOf(term));
}

/** Share of themes mentioned by name or by one of their keywords, saturating at THEMES_FOR_FULL_COVERAGE. */
export function themeCoverage(voice: VoiceInput, searchable: string): number | null {
  const { themes } = termsOf(voice);
  if (themes.length === 0) return null;
  const text = comparable(searchable);
  const touched = themes.filter((terms) => terms.some((term) => found(text, term))).length;
  return Math.min(1, touched / Math.min(themes.length, THEMES_FOR_FULL_COVERAGE));
}

/** Distinct keywords used, saturating at KEYWORDS_FOR_FULL_COVERAGE (or all, when fewer exist). */
export function keywordCoverage(voice: VoiceInput, searchable: string): number | null {
  const { keywords } = termsOf(voice);
  if (keywords.length === 0) return null;
  const text = comparable(searchable);
  const used = keywords.filter((term) => found(text, term)).length;
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
