/**
 * Whether a sentence of the post repeats most of the brief word for word: the reader sees the
 * brief pasted back, not a post. The same measure as the evaluation's "brief pasted"
 * (lib/content/eval/metrics.ts: a run longer than 60% of a brief over 40 characters), taken on
 * the composer's own values before they go into a template.
 */
const SHARE = 0.6;
const MIN_BRIEF = 40;
/**
 * A template's words either side of a value ("to {x}", "{x}, and counting") can lengthen the run
 * the reader sees by a word or two: a value counts as pasted this many characters early.
 */
const TEMPLATE_MARGIN = 6;

const normal = (text: string) => text.toLowerCase().replace(/[’‘]/gu, "'").replace(/\s+/gu, " ").trim();

/** How long a run of `brief` is too long to repeat (one character past the share, less the margin); 0 for a short brief. */
function runLength(brief: string, margin: number): number {
  return brief.length <= MIN_BRIEF ? 0 : Math.max(1, Math.floor(SHARE * brief.length) + 1 - margin);
}

/**
 * A test for one brief: does `text` repeat too much of it? Every run of that length in the brief
 * goes into a set once; a text is then tested with one look-up per character, so the composer can
 * ask it of every sentence it considers (hundreds a request) for microseconds each. `margin` 0
 * is the evaluation's own measure, for text already rendered.
 */
export function echoTest(brief: string, margin = TEMPLATE_MARGIN): (text: string) => boolean {
  const source = normal(brief);
  const length = runLength(source, margin);
  if (length === 0) return () => false;
  const runs = new Set<string>();
  for (let i = 0; i + length <= source.length; i++) runs.add(source.slice(i, i + length));
  return (text) => {
    const value = normal(text);
    for (let i = 0; i + length <= value.length; i++) if (runs.has(value.slice(i, i + length))) return true;
    return false;
  };
}

/** Several briefs (the goal and the context): a text repeats too much of any of them. */
export function echoesAny(briefs: readonly string[], margin = TEMPLATE_MARGIN): (text: string) => boolean {
  const tests = briefs.map((brief) => echoTest(brief, margin));
  return (text) => tests.some((test) => test(text));
}
