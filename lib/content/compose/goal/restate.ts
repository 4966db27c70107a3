import type { ByRegister } from "@/lib/content/compose/phrases/render";
import { PLAIN } from "@/lib/content/compose/goal/lead-templates";
import { line, type Line } from "@/lib/content/compose/goal/message-types";
import { phraseDetails } from "@/lib/content/compose/goal/phrase-details";
import { splitPhrase } from "@/lib/content/compose/goal/split-phrase";
import { readsAsPost } from "@/lib/content/check/sentence-check";
import { inOtherWords } from "@/lib/content/compose/goal/other-words";
import { echoesAny } from "@/lib/content/compose/goal/brief-echo";

/**
 * A sentence of the brief said in the composer's own words when, as read, it would repeat most
 * of the brief ("We've opened a new branch in Durham" for "Let people know we've opened a new
 * branch in Durham"). Each rewording keeps every fact exactly as written (names, numbers, dates,
 * links) and changes only how they are put: the time or a contrast said first, a place said in a
 * sentence of its own, "we now rent X" as "Now available to rent: X". They are tried in order, on
 * whichever sentence still repeats the brief, until none does; a sentence no rewording reaches is
 * said as it was (the news is never dropped to avoid a repetition).
 */
/** An appeal asked of the reader, the time first ("This week, can you help with rice?"): a need said back as a question. */
const APPEAL: ByRegister = {
  formal: ["{when}we would be grateful for {x}{.}", "{when}we are appealing for {x}{.}"],
  neutral: ["{when}can you help with {x}?", "{when}could you spare {x}?"],
  casual: ["{when}got {x} to spare?", "{when}can you help with {x}?"],
};

type Reword = (sentence: string, echoes: (text: string) => boolean) => (string | Line)[] | undefined;

/** The brand's own places: "at the Keswick shop" is "at our Keswick shop" in the brand's mouth. */
const OWN_PLACE = /\b(at|in|to|from|into|outside|inside)\s+the\s+((?:\p{Lu}[\p{L}'’-]*\s+)*(?:branch|shop|store|café|cafe|warehouse|studio|office|roastery|bakery|taproom|showroom)s?)\b/gu;
/** Pronouns and determiners that start a sentence but go lower-case after a fronted phrase. */
const LOWER_START = /^(?:We|Our|The|A|An|It|Its|They|Their|This|These|Those|Your|You|Thanks|Nobody|No one|Everyone|Every|Each|All|Most|Some|Any)\b/u;
const lowered = (text: string) => text.replace(LOWER_START, (word) => word.toLowerCase());
const upper = (text: string) => (/^https?:\/\//iu.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1));
const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** What "we" newly do, said as what is new: verb forms → how the sentence starts. */
const WE_DO: [RegExp, string][] = [
  [/^(?:integrate|integrates|integrating|integrated)\s+with\s+(.+)$/iu, "New integration: {x}"],
  [/^(?:support|supports|supporting)\s+(.+)$/iu, "Now supported: {x}"],
  [/^(?:rent|rents|renting|hire|hires|hiring)\s+(?:out\s+)?(.+)$/iu, "Now available to rent: {x}"],
  [/^(?:open|opens|opened|opening)\s+(.+)$/iu, "Now open: {x}"],
  [/^(?:launch|launches|launched|launching|release|released|releasing|add|added|adding)\s+(.+)$/iu, "Just launched: {x}"],
  [/^(?:stock|stocks|stocking|sell|sells|selling|carry|carries|carrying)\s+(.+)$/iu, "Now in stock: {x}"],
  [/^(?:deliver|delivers|delivering|ship|ships|shipping)\s+to\s+(.+)$/iu, "Now delivering to {x}"],
  [/^(?:offer|offers|offering|serve|serves|serving)\s+(.+)$/iu, "Now on offer: {x}"],
  [/^(roast|bak|brew|mak|cook|pour|grow|knit|build)(?:e|es|s|ing)?\s+(.+)$/iu, "Now {g}ing: {x}"],
];
const WE_PREFIX = /^we(?:['’](?:re|ve)|\s+are|\s+have)?\s+(?:now\s+|just\s+|also\s+)*/iu;

/** Past participles that are not the past tense plus "-ed" alone, for a passive said actively. */
const PAST_OF: Record<string, string> = { written: "wrote", made: "made", built: "built", run: "ran", led: "led", given: "gave", taken: "took", chosen: "chose", won: "won", sent: "sent", held: "held", brought: "brought", found: "found", paid: "paid", funded: "funded", designed: "designed" };
/** Words a transitive verb's object does not start with: then what follows the verb is no object. */
const NOT_AN_OBJECT = /^(?:to|in|on|at|for|from|with|by|until|about|into|up|out|off|back|again|more|less|better|well|here|there|that|if|when|because|as|first|second|third|fourth|fifth|top|last|next|joint|runner-up|and|or|but|nor|then)\b/iu;
const AUXILIARY = /\b(?:is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|do|does|did|be|been)\b/iu;
const pluralHead = (phrase: string) => /[^s]s$/iu.test(phrase.split(/\s+(?:with|of|for|from|in|on|at|that|which|who)\s+/iu)[0].split(/\s+/u).at(-1) ?? "");

/**
 * Rewordings that say a clause from its parts (subject, verb, object, what trails), whatever the
 * words: tried first, since they keep the whole news in a sentence with a verb.
 */
const CLAUSE_REWORDS: Reword[] = [
  // Two predicates of one subject: "The outage was caused by X and is fully resolved" → "…by X. It is fully resolved".
  (s) => {
    const found = /^((?:the|our|a|an|this|\p{Lu})[^,]*?\s(?:is|are|was|were|has|have|had|\p{Ll}+ed|\p{Ll}+s)\s.+?)\s+and\s+(is|are|was|were|has|have|will|can)\s+(.+)$/u.exec(s);
    if (!found || words(found[1]) < 4) return undefined;
    const subject = /^(.+?)\s(?:is|are|was|were|has|have|had|\p{Ll}+ed|\p{Ll}+s)\s/u.exec(found[1])?.[1] ?? "";
    return [found[1], `${pluralHead(subject) ? "They" : "It"} ${found[2]} ${found[3]}`];
  },
  // A second clause with its own subject: "X are sold out everywhere and we're making more" → two sentences.
  (s) => {
    const found = /^(.{15,}?)(?:,)?\s+(?:and|but|so)\s+((?:we|they|you)(?:['’](?:re|ve|ll))?\s.+|it['’]s\s.+)$/iu.exec(s);
    return found && words(found[2]) >= 3 ? [found[1], upper(found[2])] : undefined;
  },
  // An amount said in a sentence of its own: "our new contactless limit of £100 applies to all cards" → "Our new contactless limit is £100. It applies to all cards".
  (s) => {
    const found = /^((?:our|the|a|an)\s+[^,]*?)\s+of\s+([£$€]?\d[\d.,]*(?:%|\s?(?:k|m|bn|p)\b)?)\s+((?:now\s+)?(?:\p{Ll}+s|is|are|will|has|have)\b.+)$/u.exec(s);
    return found ? [`${upper(found[1])} is ${found[2]}`, `It ${found[3]}`] : undefined;
  },
  // An award said of the award: "Our Ridge 40 rucksack won the Outdoor Gear Award for best daypack" → "The Outdoor Gear Award for best daypack goes to our Ridge 40 rucksack".
  (s) => {
    const found = /^(.+?)\s+(?:has\s+)?won\s+((?:the|a|an|this|our)\s+.+)$/iu.exec(s);
    return found && words(found[1]) <= 6 ? [`${upper(found[2])} goes to ${lowered(found[1])}`] : undefined;
  },
  // The place of a subject said first: "Our community fridge at St Mary's church hall now opens every weekday" → "At St Mary's church hall, our community fridge now opens every weekday".
  (s) => {
    const found = /^((?:the|our)\s+[^,]+?)\s+((?:at|in|on)\s+(?:the\s+|our\s+)?\p{Lu}[^,]+?)\s+((?:now\s+)?(?:is|are|will|has|have|opens?|closes?|runs?|moves?|\p{Ll}+s)\b.+)$/u.exec(s);
    return found && words(found[1]) <= 4 ? [`${upper(found[2])}, ${lowered(found[1])} ${found[3]}`] : undefined;
  },
  // A passive said actively: "The outage was caused by an expired certificate" → "An expired certificate caused the outage".
  (s) => {
    const found = /^(.+?)\s+(?:was|were|has\s+been|have\s+been)\s+(\p{Ll}+)\s+by\s+(.+?)(\s+(?:in|on|at|since|during|for|this|last)\s+.+)?$/u.exec(s);
    if (!found || words(found[1]) < 2 || words(found[3]) > 8) return undefined;
    const past = PAST_OF[found[2]] ?? (/ed$/u.test(found[2]) ? found[2] : undefined);
    return past ? [`${upper(found[3])} ${past} ${lowered(found[1])}${found[4] ?? ""}`] : undefined;
  },
  // A prize said of its winner: "the snack of the year award went to our Sour Cream Ripples" → "Our Sour Cream Ripples won the snack of the year award".
  (s) => {
    const found = /^(.+?\b(?:award|prize|title|trophy|medal|cup|crown|accolade)s?)\s+(?:went|goes|has\s+gone)\s+to\s+(.+)$/iu.exec(s);
    return found ? [`${upper(found[2])} won ${found[1].replace(/^our\s+/iu, "the ")}`] : undefined;
  },
  // "X is now in Tesco stores across Scotland" → "You'll now find X in Tesco stores across Scotland".
  (s) => {
    const found = /^(.+?)\s+(?:is|are)\s+now\s+((?:in|at|on)\s.+)$/iu.exec(s);
    return found && words(found[1]) <= 7 ? [`You'll now find ${lowered(found[1])} ${found[2]}`] : undefined;
  },
  // The object first, as a question: "Our CLI now supports monorepos with more than 500 packages, in version 3.2" →
  // "Monorepos with more than 500 packages? Our CLI now supports them, in version 3.2".
  (s) => {
    const found = /^((?:our|the|a|an|\p{Lu})[^,]*?)\s+((?:now\s+|also\s+|just\s+)?(?:\p{Ll}{3,}s|\p{Ll}{3,}ed))(\s+(?:out|up|off))?\s+((?:[^,]|,(?=\d))+?)(,\s+.+)?$/u.exec(s);
    if (!found || words(found[1]) < 2 || words(found[1]) > 6 || words(found[4]) < 3 || NOT_AN_OBJECT.test(found[4]) || AUXILIARY.test(found[1]) || AUXILIARY.test(found[4].split(/\s+/u)[0])) return undefined;
    // "We now rent crampons | and …": a pronoun's clause is said by the "we" rewordings below, and a verb is never a plural noun.
    if (/(?:ss|us|is)$/iu.test(found[2]) || /^(?:we|i|you|they)\b/iu.test(found[1])) return undefined;
    // A phrasal verb keeps its particle after the pronoun: "rents them out".
    return [`${upper(found[4])}? ${upper(found[1])} ${found[2]} ${pluralHead(found[4]) ? "them" : "it"}${found[3] ?? ""}${found[5] ?? ""}`];
  },
];

const REWORDS: Reword[] = [
  ...CLAUSE_REWORDS,
  // "we need rice, pasta and tinned tomatoes" is an appeal: asked, not stated.
  (s) => {
    const need = /^we(?:['’]re|\s+are)?\s+(?:urgently\s+|really\s+|still\s+|badly\s+|now\s+)?(?:need|needing|short of|in need of|running low on)\s+(.+)$/iu.exec(s);
    if (!need) return undefined;
    const when = phraseDetails(need[1]).when;
    const atEnd = when !== undefined && need[1].endsWith(when);
    return [line(APPEAL, { x: atEnd ? need[1].slice(0, -when.length).trim() : need[1], when: atEnd ? `${upper(when)}, ` : "" })];
  },
  (s) => {
    if (!WE_PREFIX.test(s) || !/^we\b/iu.test(s) || phraseDetails(s).when) return undefined;
    const rest = s.replace(WE_PREFIX, "");
    for (const [pattern, template] of WE_DO) {
      const found = pattern.exec(rest);
      if (!found) continue;
      const thing = (found[2] ?? found[1]).replace(/^a\s+new\s+/iu, "our new ");
      return [template.replace("{g}", found[2] ? found[1].toLowerCase() : "").replace("{x}", thing)];
    }
    return undefined;
  },
  // What "we" did, said of the thing done: "we've extended our branch opening hours in Leeds" → "Our branch opening hours in Leeds have been extended".
  (s) => {
    const found = /^we(?:['’]ve|\s+have)\s+(?:just\s+|now\s+|also\s+)?(\p{Ll}+ed|built|made|sold|cut|set|won|raised|grown|taken)\s+((?:our|the|a|an|\d[\d,.]*)\s[^,]*?)(\s+(?:to|for|with|by|from)\s+.+)?$/iu.exec(s);
    if (!found) return undefined;
    const last = found[2].split(/\s+/u).at(-1) ?? "";
    const plural = /[^s]s$/iu.test(last) || /^\d/u.test(found[2]);
    return [`${upper(found[2])} ${plural ? "have" : "has"} been ${found[1]}${found[3] ?? ""}`];
  },
  // "Our Aviemore shop has new opening hours: 9am to 6pm" → "New opening hours at our Aviemore shop: 9am to 6pm".
  (s) => {
    const found = /^(.+?)\s+(?:has|have)\s+(?:a\s+|some\s+)?new\s+(.+?)(:\s+.+)?$/iu.exec(s);
    if (!found || words(found[1]) > 5) return undefined;
    const at = /\b(?:shop|store|branch|café|cafe|office|studio|roastery|bakery|warehouse)s?$/iu.test(found[1]) ? "at" : "for";
    return [`New ${found[2]} ${at} ${lowered(found[1])}${found[3] ?? ""}`];
  },
  // A comparison said contrast first: "fresh beans matter more than an expensive grinder" → "An expensive grinder? Fresh beans matter more."
  (s) => {
    const found = /^(.+?\s+\S*(?:\s+\S+)??\s*(?:more|less|better|worse|faster|cheaper|further|longer)(?:\s+[\p{L}-]+)?)\s+than\s+(.+)$/iu.exec(s);
    if (!found || words(found[1]) < 3 || /,/u.test(found[2])) return undefined;
    return [`${upper(found[2])}? ${upper(found[1])}`];
  },
  // "build times are a developer-happiness problem, not just a cost problem" → "Not just a cost problem: build times are …".
  (s) => {
    const found = /^(.+?),\s+not\s+((?:just|only|merely)\s+)?((?:a|an|the|about|for)\s+.+)$/iu.exec(s);
    return found ? [`Not ${found[2] ?? ""}${found[3]}: ${lowered(found[1])}`] : undefined;
  },
  // "… choose between heating and eating" → "Heating or eating? … choose."
  (s) => {
    const found = /^(.+?)\s+between\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+and\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)$/iu.exec(s);
    return found && words(found[1]) >= 3 ? [`${upper(found[2])} or ${found[3]}? ${upper(found[1])}`] : undefined;
  },
  // Two things the subject does: "We are closed on 25 December and reopen on 27 December" → two sentences.
  (s) => {
    const found = /^((we|they|it|you)\b.+?)\s+and\s+((?:re)?[\p{Ll}]+\s+(?:on|at|from|in|to|until|again)\b.*)$/iu.exec(s);
    return found ? [found[1], `${upper(found[2].toLowerCase())} ${found[3]}`] : undefined;
  },
  // A notice without a verb: "Scheduled maintenance on Saturday 14 June from 02:00" → "Scheduled maintenance: Saturday 14 June, from 02:00".
  (s) => {
    const found = /^(\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,3}?)\s+on\s+((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d)[^,]*?)(?:\s+(from\s+.+))?$/iu.exec(s);
    if (!found || /\b(?:is|are|was|were|will|opens?|closes?|starts?|runs?)\b/iu.test(found[1])) return undefined;
    return [`${found[1]}: ${found[2]}${found[3] ? `, ${found[3]}` : ""}`];
  },
  // The time first: "On Sunday, we're giving away 500 bags …".
  frontTime,
  // "Crunchos are now sold in recyclable paper bags" → "Now sold in recyclable paper bags: Crunchos".
  (s) => {
    const found = /^(.+?)\s+(?:is|are)\s+now\s+((?:in|at|on|sold|available|stocked|served|made|open)\b.+)$/iu.exec(s);
    return found && words(found[1]) <= 6 ? [`Now ${found[2]}: ${lowered(found[1])}`] : undefined;
  },
  // An appositive after a comma said as its own sentence: "…in December. That's the most we've ever packed in a month."
  (s) => {
    const found = /^(.+?),\s+((?:the|a|an)\s+(?:most|first|best|biggest|largest|highest|only|fastest)\b.+)$/iu.exec(s);
    return found && words(found[1]) >= 3 ? [found[1], `That's ${found[2]}`] : undefined;
  },
  // A short purpose first, as a question: "Weekend trips? Now available to rent: tents and sleeping bags."
  (s) => {
    const found = /^(.+?)\s+for\s+((?!all\b|every|the\b|you|us\b|them\b)[\p{L}-]+(?:\s+[\p{L}-]+){0,2}s)$/iu.exec(s);
    return found && words(found[1]) >= 3 && !/\b(?:is|are|was|were|be|been|closed|open)\b/iu.test(found[1]) ? [`${upper(found[2])}? ${upper(found[1])}`] : undefined;
  },
  // The last phrase first: "Since 2020, Trailborne has planted 10,000 trees with the Woodland Trust".
  (s) => {
    // A question already said first ("School trips? …") is not reordered again.
    if (s.includes(",") || s.includes("?")) return undefined;
    const found = /^(.+?\s(?:has|have|is|are|was|were|will|now|\p{Ll}+ed|\p{Ll}+s)\s.+?)\s+((?:since|across|outside|throughout|in|at|on)\s+(?:[\p{L}\d'’&-]+\s+){0,3}[\p{L}\d'’&-]+)$/u.exec(s);
    // "our bag is now | in Tesco stores" is a copula's complement, not a phrase that can move.
    if (!found || /\b(?:is|are|was|were|be|been|now|has|have|will|to|the|a|an|our)$/iu.test(found[1])) return undefined;
    return words(found[1]) >= 4 ? [`${upper(found[2])}, ${lowered(found[1])}`] : undefined;
  },
  // The last phrase first, the shortest that is enough: "With the Woodland Trust since 2020, Trailborne has planted 10,000 trees".
  (s, echoes) => {
    if (s.includes(", ") || s.includes("?") || /\sand\s/u.test(s)) return undefined;
    const tokens = s.split(/\s+/u);
    for (let k = 2; k <= Math.min(9, tokens.length - 4); k++) {
      if (!/^(?:since|across|outside|throughout|in|at|on|with|by|during|from)$/iu.test(tokens[tokens.length - k])) continue;
      const head = tokens.slice(0, -k).join(" ");
      // The rest must still be a clause ("… has planted 10,000 trees"), not a copula left hanging ("our bag is now").
      if (!/\s(?:has|have|had|is|are|was|were|will|can|now|\p{Ll}+ed|\p{Ll}+s)\s/u.test(` ${head} `)) continue;
      if (/\b(?:is|are|was|were|be|been|now|has|have|will|can|to|the|a|an|our|of|and)$/iu.test(head)) continue;
      const said = `${upper(tokens.slice(-k).join(" "))}, ${lowered(head)}`;
      if (!echoes(said)) return [said];
    }
    return undefined;
  },
  // A place said in a sentence of its own: "… 500 bags. You'll find us at the Leeds half marathon finish line."
  (s) => {
    const found = /^(.+?)\s+(at\s+(?:the|our)\s+.+)$/iu.exec(s);
    if (!found || words(found[1]) < 3 || words(found[2]) < 3) return undefined;
    return [found[1], /\bwe\b|\bwe['’]/iu.test(found[1]) ? `You'll find us ${found[2]}` : `It's ${found[2]}`];
  },
  (s) => {
    const split = splitPhrase(s, 4);
    return split && words(split.head) >= 3 ? [split.head, split.tail] : undefined;
  },
];

/** A time that ends the sentence said first, the rest word for word: "From Monday, our café opens at 7am". */
function frontTime(s: string): string[] | undefined {
  const all = s.split(/\s+/u);
  // The longest run of last words that is one time phrase ("from Monday", "on 3 June at 12:30").
  for (let k = Math.min(6, all.length - 3); k >= 1; k--) {
    const tail = all.slice(-k).join(" ");
    const allOf = /^all\s+(?:day|weekend|week|month|summer|winter|spring|autumn|year|morning|afternoon|evening)$/iu.test(tail);
    if (!allOf && (!/^(?:on|from|until|by|this|next|every|before|after|at|in|during)\s/iu.test(tail) || phraseDetails(`it ${tail}`).when !== tail)) continue;
    const rest = all.slice(0, -k).join(" ").replace(/[\s,;:]+$/u, "");
    return [`${upper(tail)}, ${lowered(rest)}`];
  }
  return undefined;
}

/** The brand's own places and plainer contrasts, used for any value before it is reworded. */
export const tidied = (text: string) => text.replace(OWN_PLACE, "$1 our $2").replace(/\s+instead\s+of\s+/giu, ", not ");

/** The lines to say `sentence` with, or undefined when it does not repeat the brief or no rewording helps. */
export function restate(sentence: string, echoes: (text: string) => boolean, briefs: readonly string[] = []): Line[] | undefined {
  const start = sentence.replace(/[.!?]+$/u, "").trim();
  const own = tidied(start).replace(/^the\s+/iu, "our ");
  // "opens at 7am, not 8am from Monday" reads as if 8am were from Monday: a contrast puts the time first.
  let parts: (string | Line)[] = [own.includes(", not ") ? (frontTime(own)?.[0] ?? own) : own];
  const repeats = (part: string | Line) => (typeof part === "string" ? echoes(part) : Object.values(part.values).some(echoes));
  for (const reword of REWORDS) {
    if (!parts.some(repeats)) break;
    parts = parts.flatMap((part) => {
      if (typeof part !== "string" || !repeats(part)) return [part];
      const said = reword(part, echoes);
      // A rewording that does not read as a sentence is not used: the brief's own words are better than a broken line.
      return said && said.every((piece) => typeof piece !== "string" || readsAsPost(`${upper(piece)}.`)) ? said : [part];
    });
  }
  // What no rewording reached is said with a few everyday words changed (goal/other-words.ts).
  // A sentence said on its own needs no template's margin, only a character or two for its full stop.
  const alone = echoesAny(briefs, 2);
  if (briefs.length > 0) parts = parts.map((part) => (typeof part === "string" && echoes(part) ? (inOtherWords(part, briefs, alone) ?? part) : part));
  if (parts.length === 1 && parts[0] === start) return undefined;
  return parts.map((part) => (typeof part === "string" ? line(PLAIN, { x: upper(part) }) : part));
}
