import { analyzeSample } from "@/lib/content/extract/nlp";

/**
 * A light grammar check of a finished post: each sentence a sentence. What it refuses is what a
 * reader sees at once: a sentence stopping on "the" or "and", a word said twice in a row,
 * unbalanced brackets or quotes, a sentence starting in lower case (stitched from fragments), a
 * long run of words with no verb, and a link re-cased at the start of a sentence ("Https://").
 * Short verbless lines ("Big news!", "Sundays, 9am to 3pm.") are how posts talk and pass.
 */
const URL_OR_TAG = /(?:https?:\/\/|www\.)\S+|[#＃@][\p{L}\p{M}\p{N}_]+|\b[\p{L}\d-]+\.[a-z]{2,}\/\S*/giu;
const EMOJI = /[\p{Extended_Pictographic}\u200d\ufe0f\u{1F3FB}-\u{1F3FF}]/gu;
const DANGLING = new Set(["the", "a", "an", "and", "or", "but", "to", "of", "for", "with", "our", "your", "their", "my", "its", "from", "by", "that", "which", "at", "in", "on", "as", "than", "into", "is", "are", "was", "were", "be", "will", "if", "because", "so", "nor"]);
/** Words that make a clause a clause: auxiliaries, common verbs, and anything shaped like a verb form. */
const VERBISH = /\b(?:is|are|was|were|be|been|being|am|has|have|had|do|does|did|can|could|will|would|shall|should|may|might|must|let|get|gets|got|make|makes|made|take|takes|took|come|comes|came|go|goes|went|see|join|meet|book|try|find|bring|help|keep|give|gives|gave|need|needs|want|wants|know|think|feel|say|says|said|tell|ask|call|read|visit|sign|order|shop|taste|vote|win|share|run|runs|start|starts|open|opens|close|closes|thank|love|loves|welcome|celebrate|mark|pay|paid|cut|cuts|put|set|sets|build|builds|built|learn|drop|stay|stays|leave|look|looks|matter|matters|mean|means|work|works|use|uses|\p{L}+(?:ed|ing)|\p{L}+['’](?:s|re|ve|ll|d|m))\b/iu;
/** wink-nlp's part-of-speech tags, asked only when the quick list above finds no verb (rare: it costs a parse). */
function hasVerb(sentence: string): boolean {
  return analyzeSample(sentence).tokens.some((token) => token.pos === "VERB" || token.pos === "AUX");
}
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export type GrammarProblem = { kind: "dangling" | "doubled word" | "unbalanced" | "lower-case start" | "no verb" | "re-cased link" | "cut"; sentence: string };

/** The text's sentences, split at end marks and line breaks, hashtags, links and emoji kept. */
export function sentencesOf(text: string): string[] {
  return text
    // "Dr. Anaïs Laurent" is one sentence: a title's full stop ends no sentence.
    .split(/\n+|(?<=[.!?。！？])(?<!\b(?:Dr|Mr|Mrs|Ms|St|Prof|Rev|vs)\.)\s+(?=\S)/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.replace(URL_OR_TAG, "")));
}

function balanced(text: string): boolean {
  const stripped = text.replace(URL_OR_TAG, " ");
  let depth = 0;
  for (const char of stripped) {
    if (char === "(" || char === "[") depth++;
    if (char === ")" || char === "]") depth--;
    if (depth < 0) return false;
  }
  if (depth !== 0) return false;
  const straight = (stripped.match(/"/g) ?? []).length;
  const open = (stripped.match(/“/g) ?? []).length;
  const close = (stripped.match(/”/g) ?? []).length;
  return straight % 2 === 0 && open === close;
}

/**
 * Everything wrong with `text` as prose; empty when it reads as sentences. `quick` (the composer's
 * own check of every sentence it writes) never asks wink-nlp: a long run of words with none of the
 * usual verb forms fails outright, which is stricter and costs microseconds instead of a parse.
 */
export function grammarProblems(text: string, quick = false): GrammarProblem[] {
  const problems: GrammarProblem[] = [];
  if (/(?:^|[\s(])(?:Https?|HTTPS?|Www):?\/\//u.test(text) || /(?:^|[\s(])Www\./u.test(text)) problems.push({ kind: "re-cased link", sentence: text });
  if (!balanced(text)) problems.push({ kind: "unbalanced", sentence: text });
  for (const sentence of sentencesOf(text)) {
    // A link or tag stands for a word ("Book at https://…" ends on a noun, not on "at").
    const prose = sentence.replace(URL_OR_TAG, "Link").replace(EMOJI, " ").replace(/\s+/g, " ").trim();
    const words = prose.match(WORD) ?? [];
    if (words.every((word) => word === "Link")) continue;
    if (/(?:…|\.\.\.)\s*$/u.test(prose)) problems.push({ kind: "cut", sentence });
    const lower = words.map((word) => word.toLowerCase());
    for (let i = 1; i < lower.length; i++) {
      if (lower[i] === lower[i - 1] && /\p{L}/u.test(lower[i]) && !["ha", "no", "link"].includes(lower[i])) {
        problems.push({ kind: "doubled word", sentence });
        break;
      }
    }
    const last = lower[lower.length - 1];
    if (DANGLING.has(last) && !/[?]$/u.test(prose) && words.length > 1) problems.push({ kind: "dangling", sentence });
    const first = prose.replace(/^[^\p{L}\p{N}]+/u, "");
    if (/^\p{Ll}/u.test(first) && !/^\p{Ll}+\p{Lu}/u.test(first)) problems.push({ kind: "lower-case start", sentence });
    if (words.length >= 8 && !VERBISH.test(prose) && (quick || !hasVerb(prose))) problems.push({ kind: "no verb", sentence });
  }
  return problems;
}
