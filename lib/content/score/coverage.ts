import type { VoiceInput } from "@/lib/schemas/voice";

/**
 * How many themes, or keywords, a post must touch to count as fully on-theme. One post cannot
 * cover a brand's twenty themes; two themes or three keywords is a well-anchored post.
 */
export const THEMES_FOR_FULL_COVERAGE = 2;
export const KEYWORDS_FOR_FULL_COVERAGE = 3;

/** Lower case, hyphens and underscores as spaces, runs of spaces collapsed: "Fixed-rate" ≈ "fixed rate". */
function comparable(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/’/g, "'").replace(/[-_–—]+/g, " ").replace(/\s+/g, " ").trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `term` occurs in `searchable` as whole words (a plural "s"/"es" allowed), so "tea" does
 * not match "team". Terms in scripts written without spaces (CJK, Thai) match as substrings.
 */
export function mentions(searchable: string, term: string): boolean {
  const wanted = comparable(term);
  if (!wanted) return false;
  const text = comparable(searchable);
  if (!/^[\p{Script=Latin}\p{N}].*[\p{Script=Latin}\p{N}]$|^[\p{Script=Latin}\p{N}]$/u.test(wanted)) return text.includes(wanted);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(wanted)}(?:e?s)?(?![\\p{L}\\p{N}])`, "u").test(text);
}

/** Share of themes mentioned by name or by one of their keywords, saturating at THEMES_FOR_FULL_COVERAGE. */
export function themeCoverage(voice: VoiceInput, searchable: string): number | null {
  const themes = voice.content_themes;
  if (themes.length === 0) return null;
  const touched = themes.filter(
    (entry) => mentions(searchable, entry.theme) || entry.keywords.some((keyword) => mentions(searchable, keyword)),
  ).length;
  return Math.min(1, touched / Math.min(themes.length, THEMES_FOR_FULL_COVERAGE));
}

/** Distinct keywords used, saturating at KEYWORDS_FOR_FULL_COVERAGE (or all, when fewer exist). */
export function keywordCoverage(voice: VoiceInput, searchable: string): number | null {
  const keywords = [...new Set(voice.content_themes.flatMap((entry) => entry.keywords.map(comparable)))].filter(Boolean);
  if (keywords.length === 0) return null;
  const used = keywords.filter((keyword) => mentions(searchable, keyword)).length;
  return Math.min(1, used / Math.min(keywords.length, KEYWORDS_FOR_FULL_COVERAGE));
}

/**
 * 1 when a signature phrase appears verbatim (case, punctuation and spacing aside). Otherwise half
 * the best share of a phrase's words (3+ letters) that appear: an echo counts a little, not fully.
 */
export function signatureCoverage(voice: VoiceInput, searchable: string): number | null {
  const phrases = voice.language_patterns.signature_phrases;
  if (phrases.length === 0) return null;
  const bare = (text: string) => comparable(text).replace(/[^\p{L}\p{M}\p{N}' ]+/gu, " ").replace(/\s+/g, " ").trim();
  const text = ` ${bare(searchable)} `;
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
