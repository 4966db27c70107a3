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

/** The runs of `brief` that are already too long to repeat: every window one character past the share. */
function windows(brief: string): string[] {
  const text = normal(brief);
  if (text.length <= MIN_BRIEF) return [];
  const length = Math.max(1, Math.floor(SHARE * text.length) + 1 - TEMPLATE_MARGIN);
  const found: string[] = [];
  for (let i = 0; i + length <= text.length; i++) found.push(text.slice(i, i + length));
  return found;
}

/** A test for one brief: does `text` repeat too much of it? */
export function echoTest(brief: string): (text: string) => boolean {
  const runs = windows(brief);
  if (runs.length === 0) return () => false;
  return (text) => {
    const value = normal(text);
    return runs.some((run) => value.includes(run));
  };
}
