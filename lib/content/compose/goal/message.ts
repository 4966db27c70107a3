import { clauseLines } from "@/lib/content/compose/goal/clause-lines";
import { contextLines } from "@/lib/content/compose/goal/context-lines";
import * as LEAD from "@/lib/content/compose/goal/lead-templates";
import { line, type Line, type Message, type Role } from "@/lib/content/compose/goal/message-types";
import { owned, phraseDetails, quotable } from "@/lib/content/compose/goal/phrase-details";
import { readClauses } from "@/lib/content/compose/goal/read-clauses";
import { splitPhrase } from "@/lib/content/compose/goal/split-phrase";
import { factLines, STATE } from "@/lib/content/compose/goal/statement-lines";
import { memoize } from "@/lib/content/memoize";
import { echoTest } from "@/lib/content/compose/goal/brief-echo";
import { restate, tidied } from "@/lib/content/compose/goal/restate";
import { inOtherWords } from "@/lib/content/compose/goal/other-words";


/**
 * The message of a goal and its context; memoized, since every draft of a request reads the same
 * one. `brief` is the goal as the user wrote it (instructions included) and `givenContext` the
 * additional context as written: no sentence may repeat most of either word for word.
 */
export const readMessage = memoize((goal: string, context: string, brand: string, brief: string, givenContext: string): Message => {
  const message: Message = { items: [], links: [], linkKind: "more", intents: [], topic: `${goal} ${context}` };
  const { clauses, statement, notes } = readClauses(goal);
  for (const clause of clauses) {
    message.intents.push(clause.intent);
    clauseLines(clause, brand, message);
  }
  message.subject = message.aboutPerson ? undefined : subjectOf(clauses[0]?.object || "");
  message.about = message.aboutPerson ? undefined : (message.subject ?? subjectOf(clauses[0]?.fact || statement || ""));
  if (statement) {
    // A statement with a time ("Our branches close early on 31 December") is said time first, like a fact.
    const facts: Message = { ...message, items: [] };
    const details = phraseDetails(statement);
    // Said time first only when the time is a whole phrase ("on 31 December, at 2pm") and what is left still ends like a sentence.
    const timeFirst = details.when && /^(?:on|from|until|by|this|next|every|before|after)\s/iu.test(details.when) && !/\s(?:and|but|or)\s/iu.test(statement) && !/\b(?:of|to|at|and|or|the|a|an|from|for|instead|than|in|on)$/iu.test(details.core);
    if (timeFirst || STATE.test(statement)) factLines(statement, facts);
    else facts.items.push({ line: line(LEAD.PLAIN, { x: quotable(sentenceStart(statement)) }), role: "lead" });
    message.items.unshift(...facts.items);
  }
  for (const note of notes) {
    // "tag a friend to win a year of chips": how to enter, then the prize.
    const prize = /^(.+?)\s+to\s+win\s+(.+)$/iu.exec(note);
    if (prize) {
      message.items.push({ line: line(LEAD.PLAIN, { x: `To enter, ${prize[1]}` }), role: "call" });
      message.items.push({ line: line(LEAD.PLAIN, { x: `The prize: ${prize[2]}` }), role: "detail" });
    } else message.items.push({ line: line(LEAD.PLAIN, { x: note }), role: "detail" });
  }
  // A long phrase of the brief is said in two sentences, the news first: restated in one breath it reads as the brief pasted.
  message.items = message.items.flatMap((item) => {
    const split = item.role !== "call" && item.line.values.x ? splitPhrase(item.line.values.x) : undefined;
    if (!split) return [item];
    return [{ ...item, line: { ...item.line, values: { ...item.line.values, x: split.head } } }, { line: line(LEAD.PLAIN, { x: split.tail }), role: "detail" as const }];
  });
  message.items = inOwnWords(message.items, echoTest(brief), brief);
  const fromContext = contextLines(context);
  message.items.push(...contextFacts(fromContext.details, echoTest(givenContext, 0), givenContext));
  message.linkLine = fromContext.linkLine && ownLinkLine(fromContext.linkLine, givenContext);
  message.links.push(...fromContext.links);
  message.link = message.links[0];
  return message;
});

/**
 * The context's sentences as facts of the post, not as the block the user pasted: when the facts
 * in the order given would read as the block, they are said last first. Each fact stays whole and
 * word for word (rewording a context's dates, places and prices risks altering them).
 */
function contextFacts(details: Line[], pasted: (text: string) => boolean, context: string): Message["items"] {
  const items = details.map((detail) => ({ line: inOtherWordsIfPasted(detail, pasted, context), role: "detail" as Role }));
  const said = (list: Message["items"]) => list.map((item) => Object.values(item.line.values).join(" ").replace(/[.!?]+$/u, "")).join(". ");
  if (items.length < 2 || !pasted(said(items))) return items;
  const reversed = [...items].reverse();
  return pasted(said(reversed)) ? items : reversed;
}

/** A context sentence that alone repeats most of the context, with a few everyday words changed (its facts as written). */
function inOtherWordsIfPasted(detail: Line, pasted: (text: string) => boolean, context: string): Line {
  const value = detail.values.x;
  if (detail.templates !== LEAD.PLAIN || !value || !pasted(value)) return detail;
  const said = inOtherWords(value, [context], pasted);
  return said ? { ...detail, values: { ...detail.values, x: said } } : detail;
}

/** The context's link sentence ("Register at https://…"), reworded the same way when it alone repeats most of the context. */
function ownLinkLine(linkLine: Line, context: string): Line {
  const pasted = echoTest(context, 0);
  const value = linkLine.values.x;
  if (!value || !pasted(value)) return linkLine;
  const said = inOtherWords(value, [context], pasted);
  return said ? { ...linkLine, values: { ...linkLine.values, x: said } } : linkLine;
}

/** A statement said as a sentence of its own starts with a capital (a link stays as typed). */
const sentenceStart = (text: string) => (/^https?:\/\//iu.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1));

/** Words that end a subject: a verb of the sentence, or a preposition that starts its details. */
const SUBJECT_END = /\s(?:is|are|was|were|will|has|have|had|can|could|now|opens?|closes?|starts?|runs?|ships?|beats?|matters?|saves?|needs?|makes?|gets?|helps?|builds?|goes|takes?|cuts?|should|must|would|do|does|don't|doesn't)\b/iu;
const CUT_AT = /\s(?:for|with|on|at|to|from|in|by|after|before|that|which|who|—|-)\s/iu;

/** The post's subject as a short noun phrase in the brand's words: "our single-origin coffee from Huila". */
function subjectOf(phrase: string): string | undefined {
  let core = phraseDetails(phrase).core.replace(/[.!?;:,]+$/u, "");
  core = core.replace(/^(?:join|try|visit|attend|come\s+to|see|book|meet|explore|discover)\s+/iu, "");
  const verb = SUBJECT_END.exec(` ${core}`);
  if (verb && verb.index > 0) core = core.slice(0, verb.index - 1);
  if (core.split(" ").length > 6) {
    const cut = CUT_AT.exec(core.split(" ").slice(0, 7).join(" "));
    core = cut && cut.index > 0 ? core.slice(0, cut.index) : "";
  }
  core = owned(core.trim().replace(/[,;:]+$/u, "")).replace(/^(?:a|an)\s+/iu, (article) => article.toLowerCase());
  const words = core.split(/\s+/u).filter(Boolean);
  if (words.length === 0 || !/\p{L}{3}/u.test(core)) return undefined;
  if (/^(?:we|i|you|it|they|this|that|there)\b/iu.test(core)) {
    // "we now integrate with Bitbucket Pipelines": what the verb acts on is the subject.
    const object = /^(?:we|i|you|they)(?:['’](?:re|ve|ll))?\s+(?:now\s+|are\s+|have\s+|will\s+)*\p{L}+(?:ing|ed|s)?\s+(?:with\s+|to\s+|for\s+|on\s+)?((?:our|the|a|an|new|\p{Lu})\S*(?:\s+\S+){0,4})$/u.exec(core);
    return object && !/^(?:we|i|you|they)$/iu.test(object[1]) ? subjectOf(object[1]) : undefined;
  }
  // Named again after the news: "the cold brew" for "our cold brew", the last two words, so the
  // line repeats no three-word run of the sentence that first named it.
  const determiner = /^(?:our|the|a|an|this|your)$/iu.test(words[0]);
  const head = determiner ? words.slice(1) : words;
  if (head.length === 0) return undefined;
  const short = head.slice(-2).join(" ");
  return determiner || head.length > 2 ? `the ${short}` : short;
}

/** Templates whose `x` is a whole sentence of the brief (FACT's time put back where the brief had it). */
const sentenceOf = (item: Line): string | undefined =>
  item.templates === LEAD.PLAIN ? item.values.x : item.templates === LEAD.FACT ? `${item.values.x} ${item.values.when}` : undefined;

/**
 * Each line that would repeat most of the brief word for word, said in the composer's own words
 * (goal/restate.ts): each sentence reworded, a long phrase in a template said in two sentences.
 */
function inOwnWords(items: Message["items"], echoes: (text: string) => boolean, brief: string): Message["items"] {
  return items.flatMap((item) => {
    const key = Object.keys(item.line.values).find((name) => echoes(item.line.values[name]));
    if (!key) return [item];
    const sentence = sentenceOf(item.line);
    if (sentence) {
      // "Scheduled maintenance on Saturday. Builds will queue": each sentence on its own.
      const lines = sentence.split(/(?<=[.!?])\s+(?=\p{Lu})/u).flatMap((part) => restate(part, echoes, [brief]) ?? [line(LEAD.PLAIN, { x: part.replace(/[.!?]+$/u, "") })]);
      return lines.map((said, k) => ({ line: said, role: k === 0 ? item.role : ("detail" as Role) }));
    }
    const value = tidied(item.line.values[key]);
    const split = echoes(value) ? splitPhrase(value, 4) : undefined;
    const kept = split ? split.head : value;
    const said = echoes(kept) ? (inOtherWords(kept, [brief], echoes) ?? kept) : kept;
    const head = { ...item, line: { ...item.line, values: { ...item.line.values, [key]: said } } };
    const tail = split && echoes(split.tail) ? (inOtherWords(split.tail, [brief], echoes) ?? split.tail) : split?.tail;
    return tail ? [head, { line: line(LEAD.PLAIN, { x: tail }), role: "detail" as Role }] : [head];
  });
}
