import type { AnalyzedSample } from "@/lib/content/extract/nlp";
import { rankTermsByTfIdf } from "@/lib/content/extract/tf-idf";
import { indexTerms, mostFrequent, type Term, type TermIndex } from "@/lib/content/extract/terms";

export type ContentTheme = { theme: string; keywords: string[] };

export const MAX_THEMES = 5;
const MAX_KEYWORDS = 8;
const CANDIDATE_TERMS = 30;
/** Cosine of sentence co-occurrence above which a term joins a theme rather than starting one. */
const JOIN_SIMILARITY = 0.25;

function cosine(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const id of a) if (b.has(id)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

function sampleSet(term: Term): Set<string> {
  return new Set([...term.perSample.keys()].map(String));
}

/** A phrase or word the brand comes back to: in two samples, or twice in one. */
const recurs = (term: Term) => term.perSample.size >= 2 || term.total >= 2;

function candidates(index: TermIndex): Term[] {
  const ranked = rankTermsByTfIdf(index).map((r) => index.terms.get(r.key)!);
  // Prefer words used more than once when there are enough of them: one-off words are noise.
  const recurring = ranked.filter(recurs);
  return (recurring.length >= 8 ? recurring : ranked).slice(0, CANDIDATE_TERMS);
}

/** The recurring phrases that hold the term, most used first (then shorter, then by key). */
function phrasesWith(key: string, index: TermIndex) {
  return [...index.phrases.values()]
    .filter((phrase) => recurs(phrase) && phrase.words.includes(key))
    .sort((a, b) => b.perSample.size - a.perSample.size || b.total - a.total || a.words.length - b.words.length || (a.key < b.key ? -1 : 1));
}

/**
 * The theme's name: the seed's best recurring phrase ("single-origin coffee", "small steps"), else
 * the seed noun itself. A name is a noun or a phrase ending in one, never a stop word (terms.ts
 * keeps those out) and never a lone adjective.
 */
function themeName(seed: Term, index: TermIndex): { name: string; key: string; words: string[] } {
  const phrase = phrasesWith(seed.key, index)[0];
  if (phrase) return { name: mostFrequent(phrase.surfaces), key: phrase.key, words: phrase.words };
  return { name: mostFrequent(seed.surfaces), key: seed.key, words: [seed.key] };
}

/**
 * Top TF-IDF nouns grouped greedily into up to five themes: in rank order, a noun joins the theme
 * whose seed it shares the most sentences with, or seeds a new theme while there is room; once
 * full, leftovers join the closest theme by sentence, else by sample, else are dropped. Each theme
 * is named by its seed's recurring phrase and lists its other nouns and phrases as keywords;
 * plurals and British/American spellings are one word throughout (terms.ts).
 */
export function extractThemes(samples: readonly AnalyzedSample[]): ContentTheme[] {
  const index = indexTerms(samples);
  const groups: { seed: Term; members: Term[] }[] = [];
  for (const term of candidates(index)) {
    let best: { group: (typeof groups)[number]; similarity: number } | undefined;
    for (const group of groups) {
      const similarity = cosine(term.sentences, group.seed.sentences);
      if (!best || similarity > best.similarity) best = { group, similarity };
    }
    if (best && best.similarity >= JOIN_SIMILARITY) best.group.members.push(term);
    else if (groups.length < MAX_THEMES) groups.push({ seed: term, members: [term] });
    else if (best && best.similarity > 0) best.group.members.push(term);
    else {
      const bySample = groups
        .map((group) => ({ group, similarity: cosine(sampleSet(term), sampleSet(group.seed)) }))
        .sort((a, b) => b.similarity - a.similarity)[0];
      if (bySample && bySample.similarity > 0) bySample.group.members.push(term);
    }
  }
  // A theme resting on a word used once is noise, unless it is all there is.
  const supported = groups.filter((g, i) => i === 0 || recurs(g.seed));
  const themes: ContentTheme[] = [];
  const named = new Set<string>();
  for (const { seed, members } of supported) {
    const name = themeName(seed, index);
    if (named.has(name.key)) continue;
    named.add(name.key);
    themes.push({ theme: name.name.slice(0, 100), keywords: keywordsOf(name.words, members, index) });
  }
  return themes;
}

/**
 * The theme's other nouns, and recurring phrases holding them, without repeating the name's words.
 * Words the brand used once only count when the theme has no recurring ones (small corpora).
 */
function keywordsOf(nameWords: string[], allMembers: Term[], index: TermIndex): string[] {
  const recurring = allMembers.filter(recurs);
  const members = recurring.length > 1 ? recurring : allMembers.slice(0, 4);
  const seen = new Set(nameWords);
  const keywords: string[] = [];
  const take = (key: string, surface: string) => {
    if (seen.has(key) || surface.length > 60 || keywords.length >= MAX_KEYWORDS) return;
    seen.add(key);
    keywords.push(surface);
  };
  for (const member of members) {
    const phrase = phrasesWith(member.key, index).find((candidate) => !candidate.words.every((word) => nameWords.includes(word)));
    if (phrase && !phrase.words.some((word) => nameWords.includes(word))) take(phrase.key, mostFrequent(phrase.surfaces));
    else take(member.key, mostFrequent(member.surfaces));
  }
  return keywords;
}
