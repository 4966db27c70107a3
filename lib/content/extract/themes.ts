import type { AnalyzedSample } from "./nlp";
import { rankTermsByTfIdf } from "./tf-idf";
import { indexTerms, mostFrequent, type Term, type TermIndex } from "./terms";

export type ContentTheme = { theme: string; keywords: string[] };

export const MAX_THEMES = 5;
const MAX_KEYWORDS = 10;
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

function candidates(index: TermIndex): Term[] {
  const ranked = rankTermsByTfIdf(index).map((r) => index.terms.get(r.key)!);
  // Prefer words used more than once when there are enough of them: one-off words are noise.
  const recurring = ranked.filter((t) => t.total >= 2);
  return (recurring.length >= 8 ? recurring : ranked).slice(0, CANDIDATE_TERMS);
}

/** The theme's name: its seed term, or the seed's most frequent recurring pair ("financial planning"). */
function themeName(seed: Term, index: TermIndex): string {
  let best: { count: number; key: string; surfaces: Map<string, number> } | undefined;
  for (const [key, pair] of index.bigrams) {
    if (pair.count < 2 || !pair.parts.includes(seed.key)) continue;
    if (!best || pair.count > best.count || (pair.count === best.count && key < best.key)) best = { count: pair.count, key, surfaces: pair.surfaces };
  }
  return best ? mostFrequent(best.surfaces) : mostFrequent(seed.surfaces);
}

/**
 * Top TF-IDF terms grouped greedily into up to five themes: in rank order, a term joins the
 * theme whose seed it shares the most sentences with, or seeds a new theme while there is room;
 * once full, leftovers join the closest theme by sentence, else by sample, else are dropped.
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
  // A theme resting on one word used once is noise, unless it is all there is.
  const supported = groups.filter((g, i) => i === 0 || g.members.reduce((sum, m) => sum + m.total, 0) >= 2);
  return supported.map(({ seed, members }) => ({
    theme: themeName(seed, index).slice(0, 100),
    keywords: [...new Set(members.map((m) => mostFrequent(m.surfaces)))].filter((k) => k.length <= 60).slice(0, MAX_KEYWORDS),
  }));
}
