import { readsAsPost } from "@/lib/content/check/sentence-check";
import { longestCommonRun } from "@/lib/content/text/longest-common-run";

/**
 * The last resort against a pasted brief: a sentence that no rewording of its structure reached
 * (goal/restate.ts) is said with a few of its everyday words changed ("we are" → "we're", "more
 * than 500" → "over 500", "remains" → "stays", a filler like "just" dropped, a trailing time said
 * first), chosen one at a time where each breaks the longest run the sentence shares with the
 * brief, until the sentence no longer repeats most of it. Only common words change: names,
 * numbers, prices, dates and links are never touched, so every fact stays exactly as given.
 */
type Swap = [pattern: RegExp, replacement: string];

const A = "['’]";
/** Each pattern is global and case-insensitive; a match that starts a sentence keeps its capital. */
const SWAPS: Swap[] = [
  // Contractions, both ways: a change of a character or two breaks a run in the middle of a sentence.
  [new RegExp(`\\bwe\\s+are\\b`, "giu"), "we're"],
  [new RegExp(`\\bwe${A}re\\b`, "giu"), "we are"],
  [new RegExp(`\\bwe${A}ve\\b`, "giu"), "we have"],
  [/\bwe\s+have\s+(?=(?:been|just|now|also|\p{Ll}+ed)\b)/giu, "we've "],
  [new RegExp(`\\bwe\\s+will\\b`, "giu"), "we'll"],
  [new RegExp(`\\bwe${A}ll\\b`, "giu"), "we will"],
  [/\bit\s+is\b(?!\s+(?:not|now)\b)/giu, "it's"],
  [new RegExp(`\\bit${A}s\\b`, "giu"), "it is"],
  [/\bthere\s+is\b/giu, "there's"],
  [new RegExp(`\\bthere${A}s\\b`, "giu"), "there is"],
  [/\bthey\s+are\b/giu, "they're"],
  [new RegExp(`\\bthey${A}re\\b`, "giu"), "they are"],
  [/\byou\s+are\b/giu, "you're"],
  [new RegExp(`\\byou${A}re\\b`, "giu"), "you are"],
  [/\byou\s+will\b/giu, "you'll"],
  [new RegExp(`\\byou${A}ll\\b`, "giu"), "you will"],
  [/\bis\s+not\b/giu, "isn't"],
  [/\bare\s+not\b/giu, "aren't"],
  [/\bdo\s+not\b/giu, "don't"],
  [new RegExp(`\\bdon${A}t\\b`, "giu"), "do not"],
  [/\bdoes\s+not\b/giu, "doesn't"],
  [new RegExp(`\\bdoesn${A}t\\b`, "giu"), "does not"],
  [/\bwill\s+not\b/giu, "won't"],
  [new RegExp(`\\bwon${A}t\\b`, "giu"), "will not"],
  [/\bcan\s?not\b/giu, "can't"],
  [new RegExp(`\\bcan${A}t\\b`, "giu"), "cannot"],
  [/\b(?:is|are)\s+going\s+to\b/giu, "will"],
  // News said in the progressive is as true said ahead: "is touring campuses in November" → "will be touring…".
  [/\b(?:is|are)\s+(?=(?!going\b)\p{Ll}{3,}ing\b)/giu, "will be "],
  // Fillers that add nothing a reader would miss.
  [/\s+(?:just|really|very|actually|officially|honestly|currently|also)(?=\s)/giu, ""],
  // Everyday synonyms that keep the grammar of the sentence whatever surrounds them.
  [/\bmore\s+than(?=\s+[£$€\d])/giu, "over"],
  [/\bover(?=\s+[£$€\d])/giu, "more than"],
  [/\b(?:about|approximately|roughly)(?=\s+[£$€\d])/giu, "around"],
  [/\baround(?=\s+[£$€\d])/giu, "about"],
  [/\bevery(?=\s+(?!other\b|single\b|one\b|two\b|three\b|four\b|five\b|six\b|few\b|couple\b|now\b|so\b|time\b)\p{L})/giu, "each"],
  [/\beach(?=\s+(?!other\b|of\b)\p{L})/giu, "every"],
  [/\bstarts\b/giu, "begins"],
  [/\bstarted\b/giu, "began"],
  [/\bstarting\b/giu, "beginning"],
  [/\bbegins\b/giu, "starts"],
  [/\bremains\b/giu, "stays"],
  [/\bremain\b/giu, "stay"],
  [/\bremained\b/giu, "stayed"],
  [/\bstays\s+open\b/giu, "remains open"],
  [/\bstaying\s+open\b/giu, "remaining open"],
  [/\bthroughout\b/giu, "all through"],
  [/\bacross\b/giu, "throughout"],
  [/\bneeds\s+to\b/giu, "has to"],
  [/\bneed\s+to\b/giu, "have to"],
  [/\bso\s+that\b/giu, "so"],
  [/\bin\s+order\s+to\b/giu, "to"],
  [/\b(?:a\s+lot\s+of|lots\s+of)\b/giu, "plenty of"],
  [/\blarge\b/giu, "big"],
  [/\bbig\b/giu, "large"],
  [/\bbigger\b/giu, "larger"],
  [/\blarger\b/giu, "bigger"],
  [/\bbiggest\b/giu, "largest"],
  [/\bquickly\b/giu, "fast"],
  [/(?<=\s)a(?=\s+(?:day|week|month|year)\b)/giu, "per"],
  [/\bper(?=\s+(?:day|week|month|year)\b)/giu, "a"],
  [/\bgets(?=\s+(?:a|an|the|free|our|your|their|early|priority|exclusive|\d)\b)/giu, "receives"],
  [/\bget(?=\s+(?:a|an|the|free|our|your|their|early|priority|exclusive|\d)\b)/giu, "receive"],
  [/\bwhilst\b/giu, "while"],
  [/\bwhile(?=\s+(?:it|we|they|you|the|our)\b)/giu, "as"],
  [/\bbecause\b/giu, "as"],
  [/\bnear\b/giu, "close to"],
  [/\bnext\s+to\b/giu, "beside"],
  [/\bincluding\b/giu, "such as"],
  [/\bfor\s+the\s+whole\s+of\s+the\s+(?=\p{Ll})/giu, "all through the "],
  [/\bthe\s+whole\s+of\b/giu, "all of"],
  [/\bgive\s+away\b/giu, "hand out"],
  [/\bgiving\s+away\b/giu, "handing out"],
  [/\bgives\s+away\b/giu, "hands out"],
  [/\bteaming\s+up\s+with\b/giu, "partnering with"],
  [/\bteamed\s+up\s+with\b/giu, "partnered with"],
  [/\bpartnered\s+with\b/giu, "teamed up with"],
  [/\bout\s+of\s+order\b/giu, "not working"],
  [/\bfor\s+free\b/giu, "free of charge"],
  [/\bfree\s+of\s+charge\b/giu, "for free"],
  [/\bthat\s+(?=(?:we|you|they|it|our|your)\b)/giu, ""],
  [/\bbuy\b/giu, "purchase"],
  [/\bhelp\s+(?=(?:you|people|families|customers|teams|us|them)\b)/giu, "support "],
  // A time that opens the sentence is set off with a comma: "From next month we…" → "From next month, we…".
  [/^((?:from|since|until|after|before|starting|every|this|next|last|on|in|by)\s+\S+(?:\s+\S+)?)\s+(?=(?:we|our|you|they|it|the)\b)/giu, "$1, "],
];

/** Links and words with a digit or a capital after the first word: facts, never changed. */
const PROTECTED = /https?:\/\/\S+|\S*\d\S*|(?<=\s)\p{Lu}\S*/gu;

const normal = (text: string) => text.toLowerCase().replace(/[’‘]/gu, "'").replace(/\s+/gu, " ").trim();

/** Length of the longest run of characters `brief` and `text` share, as the evaluation measures it. */
export function longestSharedRun(brief: string, text: string): number {
  return longestCommonRun(normal(brief), normal(text));
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A first word that is a common word, not a name, and goes lower-case when a phrase is said before it. */
const COMMON_FIRST = /^(?:We|Our|The|A|An|It|Its|They|Their|This|These|Those|Your|You|Every|Each|All|Some|Most|Many|More|No|Any|New|Free|Local|From|Since|Until|On|In|At|Thanks|Teams|Customers|People|Members|Users|Families|Volunteers|Donations|Orders|Prices|Rates|Old|Email|Call|Book|Register|Sign|Bring|Join|Visit|Send|Meet|Apply|Order|Buy|Get|Try|Come|Pop|Drop|Find|Read|Watch|Follow|Tag|Share|Reply|Speak|Ask|Check|Head|Use|Download|Text|\p{Lu}\p{Ll}+(?:ing|ed|ly))\b/u;
const lowered = (text: string) => text.replace(COMMON_FIRST, (word) => word.toLowerCase());
/** A verb form that makes a clause of the words before a moved phrase. */
const CLAUSE = /\s(?:is|are|was|were|has|have|had|will|can|could|would|should|must|may|do|does|did|\p{Ll}{3,}ed|\p{L}+['’](?:s|re|ve|ll)|opens?|closes?|runs?|starts?|begins?|gets?|gives?|makes?|takes?|sells?|serves?|lasts?|remains?|stays?|comes?|goes|needs?|helps?|offers?|cut|cuts|won|sold|ran|got|took|made|gave)\s/iu;
const IMPERATIVE = /^(?:email|call|book|register|sign|bring|join|visit|send|meet|apply|order|buy|get|try|come|pop|drop|find|read|watch|follow|tag|share|reply|speak|ask|check|head|use|download|text|grab|enter|vote|tell|help|donate|give)\b/iu;
const PREPOSITION = /^(?:for|in|on|at|until|from|during|with|by|before|after|across|throughout|since|while|when|if|once)$/iu;

/**
 * Changes of the sentence's shape that keep every word: two clauses said as two sentences ("…at
 * 7pm and the kitchen serves…" → "…at 7pm. The kitchen serves…"; "…with sugar cane and tastes as…"
 * → "…with sugar cane. It tastes as…"), and a closing phrase said first ("…to zero for all
 * account holders" → "For all account holders, …").
 */
function reshaped(sentence: string, briefs: readonly string[]): string[] {
  const out: string[] = [];
  const text = sentence.replace(/[.!?]+$/u, "");
  for (const found of text.matchAll(/,?\s+(and|but|so)\s+(?=(?:the|our|we|you|they|it|this|these|those|every|each|all|there|i)\b)/giu)) {
    const head = text.slice(0, found.index);
    const rest = text.slice(found.index + found[0].length);
    out.push(`${head}. ${found[1].toLowerCase() === "and" ? upper(rest) : `${upper(found[1])} ${rest}`}`);
  }
  // "Teams on the free plan can now run…" → "On the free plan, teams can now run…".
  const where = /^([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+((?:on|in|at|with|from)\s+(?:the|our|a|an)\s+[^,]+?)\s+((?:can|will|are|is|have|has|get|now)\b.+)$/u.exec(text);
  if (where && lowered(where[1]) !== where[1]) out.push(`${upper(where[2])}, ${lowered(where[1])} ${where[3]}`);
  // "…a month, twice as many as before" → "…a month. That's twice as many as before".
  const aside = /,\s+((?:twice|double|triple|three\s+times|half|up\s+from|down\s+from|the\s+(?:most|first|best|biggest|largest|highest|only))\b.+)$/iu.exec(text);
  if (aside) out.push(`${text.slice(0, aside.index)}. That's ${aside[1]}`);
  const copula = /(\S+)\s(is|are|was|were|has|have|will|can)\s/u.exec(text);
  if (copula) {
    const plural = /^(?:are|were|have)$/u.test(copula[2]) || (/^(?:will|can)$/u.test(copula[2]) && /[^s]s$/u.test(copula[1]));
    const it = plural ? "They" : "It";
    for (const found of text.matchAll(/\s+and\s+(?=\p{Ll}{3,}s\s+(?:a|an|the|our|as|just|like|up|out|in|on|at|from|to|with|more|less|\d)\b)/gu)) {
      if (found.index < copula.index) continue;
      out.push(`${text.slice(0, found.index)}. ${it} ${text.slice(found.index + found[0].length)}`);
    }
    // A passive's second participle: "…are ground down and turned into…" → "…are ground down. They are turned into…".
    if (/^(?:is|are|was|were)$/u.test(copula[2])) {
      for (const found of text.matchAll(/\s+and\s+(?=\p{Ll}{3,}(?:ed|en)\s)/gu)) {
        if (found.index < copula.index) continue;
        out.push(`${text.slice(0, found.index)}. ${it} ${copula[2]} ${text.slice(found.index + found[0].length)}`);
      }
    }
  }
  // The head must start with a word that can go lower-case ("Live music…" might be a name's) or with a
  // name of two capitalised words ("Hannah Okafor finished…"): otherwise no phrase moves.
  // Only the last sentence's phrase moves, within that sentence.
  const cut = text.lastIndexOf(". ");
  const before = cut < 0 ? "" : text.slice(0, cut + 2);
  const last = text.slice(before.length);
  // A first word the brief also capitalises mid-sentence is a name ("…on how Finlo cut…"), kept as written.
  const first = /^\p{Lu}[\p{L}\d'’-]*/u.exec(last)?.[0];
  const named = first !== undefined && briefs.some((brief) => new RegExp(`[\\p{L},;]\\s+${first}\\b`, "u").test(brief));
  const movable = /^\p{Ll}/u.test(last) || lowered(last) !== last || /^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(last) || named;
  if (!/[.;:?!](?:\s|$)/u.test(last) && movable) {
    const tokens = last.split(/\s+/u);
    for (let k = 2; k <= Math.min(8, tokens.length - 3); k++) {
      // "to" moves only before a purpose ("To win a new pair, send …"), never as a verb's complement ("to zero", "to the new format").
      const purpose = /^to$/iu.test(tokens[tokens.length - k]) && /^\p{Ll}+$/u.test(tokens[tokens.length - k + 1]) && !/s$|^(?:the|a|an|our|your|their|his|her|its|all|every|each|this|that|these|those|us|them|you|me|zero|one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|date)$/iu.test(tokens[tokens.length - k + 1]);
      if (!PREPOSITION.test(tokens[tokens.length - k]) && !purpose) continue;
      const head = tokens.slice(0, -k).join(" ");
      if (/\b(?:is|are|was|were|be|been|to|the|a|an|our|of|and|or|than)$/iu.test(head)) continue;
      // What is left must still be a clause ("trustees with experience" is not one).
      if (!CLAUSE.test(` ${head} `) && !IMPERATIVE.test(head)) continue;
      out.push(`${before}${upper(tokens.slice(-k).join(" "))}, ${lowered(head)}`);
    }
  }
  return out;
}

/** Every sentence one swap or one change of shape away from `sentence`. */
function oneSwapAway(sentence: string, briefs: readonly string[]): string[] {
  const facts = [...sentence.matchAll(PROTECTED)].map((found) => [found.index, found.index + found[0].length]);
  const touchesFact = (start: number, end: number) => facts.some(([a, b]) => start < b && end > a);
  const out: string[] = reshaped(sentence, briefs);
  for (const [pattern, replacement] of SWAPS) {
    for (const found of sentence.matchAll(pattern)) {
      const start = found.index;
      const end = start + found[0].length;
      if (touchesFact(start, end)) continue;
      // Groups filled from the match itself: a lookahead needs the sentence around it.
      let said = replacement.replace(/\$(\d)/gu, (_, n: string) => found[Number(n)] ?? "");
      if (/^\p{Lu}/u.test(found[0]) && said) said = said.charAt(0).toUpperCase() + said.slice(1);
      const changed = `${sentence.slice(0, start)}${said}${sentence.slice(end)}`.replace(/\s{2,}/gu, " ");
      out.push(start === 0 ? changed.charAt(0).toUpperCase() + changed.slice(1) : changed);
    }
  }
  return out;
}

const MAX_SWAPS = 4;

/**
 * `sentence` with the fewest everyday words changed so that it no longer repeats most of any of
 * `briefs` (`echoes` says when it does), or undefined when no few changes are enough. Each step
 * takes the change that leaves the shortest run shared with the briefs, and only changes that
 * still read as a sentence.
 */
export function inOtherWords(sentence: string, briefs: readonly string[], echoes: (text: string) => boolean): string | undefined {
  const longest = (text: string) => Math.max(0, ...briefs.map((brief) => longestSharedRun(brief, text)));
  let current = sentence;
  for (let step = 0; step < MAX_SWAPS; step++) {
    const now = longest(current);
    const ranked = oneSwapAway(current, briefs)
      .map((text) => ({ text, run: longest(text) }))
      .filter((candidate) => candidate.run < now)
      .sort((a, b) => a.run - b.run);
    // The change that breaks the run most and still reads as a sentence ("we've" before a noun does not).
    const best = ranked.find((candidate) => readsAsPost(`${upper(candidate.text.replace(/[.!?]+$/u, ""))}.`));
    if (!best) return undefined;
    current = best.text;
    if (!echoes(current)) return current;
  }
  return undefined;
}
