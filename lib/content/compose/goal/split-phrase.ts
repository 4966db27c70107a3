/**
 * A long phrase of the brief said as two sentences of the composer's own, split where a clause
 * or a detail starts ("our Series B of $40 million | led by Northstar Ventures"): the news first,
 * then the rest as its own sentence ("It was led by Northstar Ventures."). A brief restated in
 * one breath reads as the brief pasted; two short sentences read as a post.
 */
export type SplitPhrase = { head: string; tail: string };

const APPOSITION = /,\s+(?=(?:a|an)\s)/u;
const PLACE = /\s+(?=(?:at|in)\s+(?:the\s+)?\p{Lu})/u;
const NOUN_PHRASE_ONLY = new Set([APPOSITION, PLACE]);

/** Where a phrase may split, and how its second half starts as a sentence ({it}: "It" or "They"). */
const BOUNDARIES: [RegExp, (rest: string, it: string) => string][] = [
  [/,?\s+who\s+/iu, (rest, it) => `${it === "It" ? "They" : it} ${rest}`],
  [/,?\s+which\s+/iu, (rest, it) => `${it} ${rest}`],
  [/,?\s+whose\s+/iu, (rest) => `Their ${rest}`],
  [/\s+led\s+by\s+/iu, (rest) => `The round was led by ${rest}`],
  // "our guide to first-time buyer mortgages, written with our advisers" → "our guide …" | "It was written with our advisers".
  [/,\s+(?=(?:written|made|built|designed|created|developed|produced|compiled|curated|tested|reviewed|chosen|picked)\s+(?:with|by|for|alongside|in\s+partnership\s+with)\s)/u, (rest, it) => `${it === "It" ? "It was" : "They were"} ${rest}`],
  // "our Flavour Lab, a monthly box of …" → "our Flavour Lab" | "It's a monthly box of …".
  [APPOSITION, (rest, it) => `${it === "It" ? "It's" : "They're"} ${rest}`],
  [/\s+with\s+/iu, (rest, it) => `${it === "It" ? "It comes" : "They come"} with ${rest}`],
  // "our street party at Millennium Square in Leeds" → "our street party" | "It's at Millennium Square in Leeds".
  [PLACE, (rest, it) => `${it === "It" ? "It's" : "They're"} ${rest}`],
  [/\s+from\s+(?=\p{Lu})/u, (rest, it) => `${it === "It" ? "It comes" : "They come"} from ${rest}`],
  [/,\s+(?=\d|[£$€])/u, (rest) => `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`],
  // "our webinar on pensions for the self-employed" → "our webinar" | "It's about pensions for the self-employed".
  [/(?<=\b(?:webinar|seminar|talk|workshop|course|class|session|guide|podcast|episode|panel|report|article|series|event|lecture)s?)\s+on\s+(?=\p{Ll})/u, (rest, it) => `${it === "It" ? "It's" : "They're"} about ${rest}`],
  // "our benchmark report comparing remote caches" → "our benchmark report" | "It compares remote caches".
  [/\s+(?=(?:comparing|showing|explaining|covering|ranking|measuring|tracking)\s)/u, (rest, it) => `${it} ${DOES[rest.split(" ")[0]] ?? rest.split(" ")[0]}${it === "They" ? "" : "s"} ${rest.split(" ").slice(1).join(" ")}`],
  // "the Crunchos Club for early access to new flavors" → "the Crunchos Club" | "Members get early access to new flavors".
  [/\s+for\s+(?=(?:early|exclusive|priority|first|members-only)\s)/u, (rest) => `Members get ${rest}`],
];

/** A verb form in the head ("has", "supports", "planted", "made"): a later "with" is the verb's. */
const HAS_VERB = /\s(?:has|have|had|is|are|was|were|will|can|now\s+\p{L}+|\p{Ll}+ed|made|written|built|sold|run|grown|brewed|taken)\s/u;
/** The verb of a participle that starts a phrase's second half, for "It compares…". */
const DOES: Record<string, string> = { comparing: "compare", showing: "show", explaining: "explain", covering: "cover", ranking: "rank", measuring: "measure", tracking: "track" };
const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** The phrase in two, or undefined when it is short or has no place to split. */
export function splitPhrase(phrase: string, minWords = 7): SplitPhrase | undefined {
  if (words(phrase) < minWords) return undefined;
  for (const [pattern, start] of BOUNDARIES) {
    const found = pattern.exec(phrase);
    if (!found || found.index === 0) continue;
    const head = phrase.slice(0, found.index).trim();
    const rest = phrase.slice(found.index + found[0].length).trim().replace(/[.!?]+$/u, "");
    if (words(head) < 2 || words(rest) < 2) continue;
    // "planted 10,000 trees | with the Woodland Trust", "a latte made | with": a clause's "with"
    // or "from" belongs to its verb, and "It comes with…" would misreport it.
    // The same for an apposition or a place split off: only a noun phrase's, never a clause's.
    if (/^\s+(?:with|from)/u.test(found[0]) && HAS_VERB.test(` ${head} `)) continue;
    if (NOUN_PHRASE_ONLY.has(pattern) && (HAS_VERB.test(` ${head} `) || /['’](?:re|s|ve|ll|d)\s|\p{Ll}{3,}ing\s/u.test(`${head} `))) continue;
    // The head noun comes before its own details: "our guide to first-time buyer mortgages" is one guide.
    const noun = head.split(/\s+(?:to|of|for|on|with|from|in|at|about)\s+/iu)[0].split(" ").at(-1) ?? "";
    const plural = /s$/iu.test(noun) && !/ss$/iu.test(noun);
    return { head, tail: start(rest, plural ? "They" : "It") };
  }
  return undefined;
}
