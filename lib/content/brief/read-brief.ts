import { memoize } from "@/lib/content/memoize";

/**
 * A brief read before anything is written: what the post says (the goal and context with every
 * instruction to the writer taken out and the instruction forms people type turned into the
 * clause forms the composer reads), who it is for, the facts exactly as given, and the
 * instructions themselves, which steer but never appear. One pass of regular expressions per
 * brief (memoized): the composer asks for it 40 times a request.
 */
export type InstructionKind = "audience" | "angle" | "stress" | "avoid" | "tone" | "length";
export type WriterInstruction = { kind: InstructionKind; text: string };

export type StructuredBrief = {
  /** The goal as the composer reads it: instructions out, "Let people know X" → "Announce that X". */
  goal: string;
  /** The additional context, instructions out. */
  context: string;
  /** Who the post is for, when the brief says ("Write a post for landlords…"). */
  audience?: string;
  instructions: WriterInstruction[];
  /** Dates, times, prices, numbers, names and links, exactly as the brief gave them. */
  facts: { links: string[]; numbers: string[]; names: string[] };
  /** Parts of the brief no rule could read; reported, never pasted. */
  unread: string[];
};

const GROUP = "(?:people|everyone|everybody|folks|followers|customers|fans|donors|supporters|users|members|parents|the\\s+community|our\\s+[\\p{L}-]+|all\\s+our\\s+[\\p{L}-]+)";
/** An instruction starting a clause: what to do with the text rather than what it says. */
const INSTRUCTION_START: [RegExp, InstructionKind][] = [
  [/^(?:tone|voice|style|register)\s*[:\-–—]\s*/iu, "tone"],
  [/^(?:audience|target(?:\s+audience)?|for)\s*:\s*/iu, "audience"],
  [/^(?:angle|cta|focus)\s*:\s*/iu, "angle"],
  [/^(?:keep|make)\s+(?:it|this|the\s+post|the\s+tone)\b/iu, "tone"],
  [/^(?:don'?t|do\s+not|never|avoid|no|without)\b/iu, "avoid"],
  [/^(?:stress|emphasi[sz]e|focus\s+on|lead\s+with|play\s+up)\b/iu, "stress"],
  [/^(?:be|sound)\s+(?:warm|friendly|playful|serious|formal|casual|upbeat|calm|reassuring|factual|cheeky|brief)\b/iu, "tone"],
  [/^(?:under|at\s+most|max(?:imum)?|less\s+than)\s+\d+\s+(?:words|characters|chars)\b/iu, "length"],
  [/^(?:short|brief|punchy|light|upbeat|warm|friendly)\s+(?:and\s+\w+\s+)?(?:please|tone|is\s+fine)?$/iu, "tone"],
];
/** "Mention that X", "Make sure to say X": X is a fact the post carries. */
const MENTION = /^(?:please\s+)?(?:mention|say\s+that|note\s+that|add\s+that|include\s+that|make\s+sure\s+(?:to|you)\s+(?:mention|say)|remember\s+to\s+(?:mention|say))\s+(?:that\s+)?(.+)$/iu;

const ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|St|Mt|No|vs|etc|approx|inc|ltd)\.$/iu;
/** Sentences of a brief; "Dr. Anaïs" and "4.1%" stay whole. */
function sentences(text: string): string[] {
  const parts = text.replace(/\s+/g, " ").trim().split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“'‘(¿¡])/u);
  const out: string[] = [];
  for (const part of parts) {
    if (out.length > 0 && ABBREVIATION.test(out[out.length - 1])) out[out.length - 1] += ` ${part}`;
    else if (part.trim()) out.push(part.trim());
  }
  return out;
}

/** Words for the reader instead of about a third party: "which side they're on" → "which side you're on". */
export function toReader(text: string): string {
  const swaps: Record<string, string> = { "they're": "you're", "they’re": "you’re", "they've": "you've", "they'll": "you'll", "they'd": "you'd", they: "you", them: "you", their: "your", theirs: "yours", themselves: "yourselves" };
  return text.replace(/\b(?:they['’](?:re|ve|ll|d)|they|them|their|theirs|themselves)\b/giu, (word) => swaps[word.toLowerCase()] ?? word);
}

const GERUNDS: Record<string, string> = {
  announcing: "announce", thanking: "thank", inviting: "invite", celebrating: "celebrate", promoting: "promote", welcoming: "welcome", asking: "ask",
  explaining: "explain", sharing: "share", reminding: "remind", launching: "launch", introducing: "introduce", highlighting: "highlight",
  encouraging: "encourage", congratulating: "congratulate", recruiting: "recruit", showcasing: "showcase", telling: "tell", apologising: "apologise", apologizing: "apologize",
};
const HAS_VERB = /\b(?:is|are|was|were|will|has|have|had|can|could|would|should|must|do|does|did|we['’](?:ve|re|ll|d)|it['’]s|\p{L}+['’](?:s|re|ve|ll)|opens?|closes?|starts?|runs?|ships?|returns?|reopens?|moves?|goes|go|need|needs|got|now)\b/iu;
const BARE_TOPIC = /^(?:about|on|regarding|re:?)\s+/iu;

/** Splits off instruction clauses that trail the news: "Post about X, keep it factual and don't promise returns". */
function splitTrailingInstructions(sentence: string, instructions: WriterInstruction[]): string {
  const parts = sentence.split(/(?:,|;|\s+[-–—]\s+|\s+and\s+(?=(?:keep|make\s+it|don'?t|do\s+not|avoid|no|stress|never|be|sound)\b)|\.\s+)\s*/u);
  const kept: string[] = [];
  for (const [k, part] of parts.entries()) {
    const trimmed = part.trim().replace(/[.!]+$/u, "");
    const kind = k > 0 ? INSTRUCTION_START.find(([pattern]) => pattern.test(trimmed))?.[1] : undefined;
    if (kind) instructions.push({ kind, text: trimmed });
    else kept.push(part);
  }
  if (kept.length === parts.length) return sentence;
  return rejoin(sentence, kept);
}

/** The kept parts of a sentence with the separators it had between them. */
function rejoin(sentence: string, kept: string[]): string {
  let out = "";
  for (const part of kept) {
    if (!out) out = part;
    else {
      const at = sentence.indexOf(part);
      const before = at > 0 ? sentence.slice(0, at) : "";
      out += /,\s*$/u.test(before) ? `, ${part}` : /;\s*$/u.test(before) ? `; ${part}` : ` ${part}`;
    }
  }
  return out.trim().replace(/[,;:\s]+$/u, "");
}

/** One sentence of a brief as the composer reads it, or "" when it only spoke to the writer. */
function readSentence(raw: string, brief: StructuredBrief): string {
  let s = raw.trim();
  const kind = INSTRUCTION_START.find(([pattern]) => pattern.test(s))?.[1];
  if (kind) {
    brief.instructions.push({ kind, text: s.replace(/[.!]+$/u, "") });
    if (kind === "audience") brief.audience ??= s.replace(INSTRUCTION_START[1][0], "").replace(/[.!]+$/u, "");
    return "";
  }
  // "Can we say that X?", "Could you mention X": asked of the writer, it is a mention.
  s = s.replace(/^(?:can|could|would)\s+(?:we|you|i|someone)\s+(?=(?:say|mention|note|add|include)\b)/iu, "");
  const mention = MENTION.exec(s);
  if (mention) {
    brief.instructions.push({ kind: "stress", text: s });
    return capitalise(toReader(mention[1].replace(/\s+and\s+that\s+/giu, " and ").replace(/\?$/u, "")));
  }
  // Words that open a note to a colleague, not the post: "fyi", "So", "Heads up that", "Quick note:", "Honestly,".
  s = s.replace(/^(?:fyi|btw|so|ok(?:ay)?|right|heads[-\s]up|quick\s+(?:note|one)|note|psa|honestly|basically)\b\s*[:,!—–-]?\s+(?:that\s+)?(?=\S)/iu, "");
  if (!s) return "";
  // "A quick one: X", "Post needed re: X", "What we'd like to get across: X": a heading for the writer, then the news.
  const request = /^([^:\d]{1,40}?)\s*:\s+(.+)$/u.exec(s);
  if (request && /\b(?:post|tweet|one|note|update|needed|across|message|caption|thread|blurb|copy|re)\b/iu.test(request[1]) && !/^(?:announce|announcement|news|update|share|post|tweet)$/iu.test(request[1].trim())) {
    brief.instructions.push({ kind: "angle", text: request[1].trim() });
    s = request[2];
  }
  // "Could someone put up a post …", "Looking for a post about …": asking someone for a post is writing one.
  s = s.replace(/^(?:could|can|would)\s+(?:someone|somebody|anyone|you|we)\s+(?:please\s+)?(?=(?:put|do|write|get|share|post|draft|make)\b)/iu, "");
  s = s.replace(/^(?:looking\s+for|after|needing|wanting)\s+(?=(?:a|an|one|some)\s)/iu, "write ");
  // "Announce: X", "News: X": the news after a one-word heading for the writer.
  const heading = /^(?:announce|announcement|news|update|share|post|tweet)\s*:\s+(.+)$/iu.exec(s);
  if (heading) {
    brief.instructions.push({ kind: "angle", text: s.slice(0, s.length - heading[1].length).trim() });
    s = HAS_VERB.test(heading[1]) ? `Announce that ${heading[1]}` : `Announce ${heading[1]}`;
  }
  s = splitTrailingInstructions(s, brief.instructions);
  // "Please", "We want to", "Can you": a request to the writer around the real instruction.
  s = s.replace(/^(?:please\s+|(?:we|i)\s+(?:want|would\s+like|need|['’]d\s+like)\s+to\s+(?!make\s+the\s+case|show|argue|convince|persuade)|(?:we|i)['’]d\s+like\s+to\s+(?!make\s+the\s+case)|(?:can|could)\s+(?:you|we)\s+(?=(?:write|post|do|put)\b))/iu, "");
  // "I'd love a post …", "Need a post: …", "Can I get a tweet …": asking for a post is writing one.
  s = s.replace(/^(?:(?:i|we)['’]d\s+(?:love|like)|(?:i|we)\s+(?:need|want|would\s+like)|need|(?:can|could)\s+(?:i|we|you)\s+(?:get|have|do))\s+(?=(?:a|an|one|some)\s+)/iu, "write ");
  // "Write a post for X who … about Y", "Post for retirees: …", "Publish our new guide …".
  const write = /^(?:write|draft|create|compose|craft|put\s+together|put\s+(?:up|out)|get\s+out|publish|do|make|post|tweet)\s+(?:me\s+|us\s+)?(?:(?:a|an|some|the|one|our)\s+)?(?:(?:short|quick|new|social|linkedin|instagram|facebook|fun|little|brief)\s+)*(?:post|tweet|thread|caption|update|message|announcement|copy|piece|something|blurb)s?\b\s*(.*)$/iu.exec(s)
    ?? /^(?:post|tweet)\s+((?:for|about|on|to)\b.*)$/iu.exec(s);
  if (write) {
    brief.instructions.push({ kind: "angle", text: s.slice(0, s.length - write[1].length).trim() });
    let rest = write[1].trim().replace(/^[:–—-]\s*/u, "");
    // "Post something fun: X", "Write an update (short please): X": what comes before the colon is how to write it.
    const how = /^([^:]{1,30}):\s+(.+)$/u.exec(rest);
    if (how && !/\d|https?:/iu.test(how[1]) && !/^(?:for|to|about|on)\b/iu.test(how[1])) {
      brief.instructions.push({ kind: "tone", text: how[1].trim() });
      rest = how[2];
    }
    const forWho = /^(?:for|to|aimed\s+at|targeting)\s+(.+?)(?:(?:\s*[:,]\s*|\s+)(about|on|announcing|thanking|inviting|celebrating|promoting|welcoming|asking|explaining|sharing|reminding|launching|introducing|highlighting|encouraging|telling|that)\b\s*(.*))?$/iu.exec(rest);
    if (forWho) {
      brief.audience ??= forWho[1].replace(/[.!?]+$/u, "");
      brief.instructions.push({ kind: "audience", text: brief.audience });
      rest = forWho[2] ? `${forWho[2]} ${forWho[3] ?? ""}`.trim() : "";
      const colon = /:\s*(.+)$/u.exec(forWho[1]);
      if (!rest && colon) {
        brief.audience = forWho[1].slice(0, colon.index);
        rest = colon[1];
      }
    }
    // "… saying X", "… that says X", "… telling people X": X is the news.
    const saying = new RegExp(`^(?:saying|that\\s+says|which\\s+says|to\\s+say|telling\\s+${GROUP}|that\\s+tells\\s+${GROUP}|letting\\s+${GROUP}\\s+know)\\s+(?:that\\s+)?(.+)$`, "iu").exec(rest);
    if (saying) rest = HAS_VERB.test(saying[1]) ? `Announce that ${saying[1]}` : `Announce ${saying[1]}`;
    const gerund = /^(\p{L}+ing)\s+(.+)$/iu.exec(rest);
    if (gerund && GERUNDS[gerund[1].toLowerCase()]) rest = `${GERUNDS[gerund[1].toLowerCase()]} ${gerund[2]}`;
    else if (BARE_TOPIC.test(rest)) rest = `Share ${rest.replace(BARE_TOPIC, "")}`;
    else if (/^that\s+/iu.test(rest)) rest = rest.replace(/^that\s+/iu, "");
    s = rest;
    if (!s) return "";
  }
  // "The point is that X", "The message: X".
  s = s.replace(/^the\s+(?:main\s+|key\s+|big\s+)?(?:point|idea|message|goal|aim|takeaway|thing)\s+(?:is|should\s+be|here\s+is)\s*(?:that\s+|:\s*)?/iu, "");
  s = s.replace(/^(?:we\s+want\s+to\s+|we['’]d\s+like\s+to\s+|i\s+want\s+to\s+)?(?:make\s+the\s+case|argue|show(?:\s+people)?|convince\s+(?:people|everyone)|persuade\s+(?:people|everyone))\s+(?:that\s+)?/iu, "");
  // "Let people know X", "Tell everyone that X", "Make sure customers know X".
  const tell = new RegExp(`^(?:let|make\\s+sure|ensure|(?:(?:we|i)\\s+)?(?:just\\s+)?(?:want|wanted|need|would\\s+like|['’]d\\s+(?:like|love))(?:\\s+to\\s+let)?)\\s+${GROUP}\\s+(?:to\\s+)?know(?:s)?\\s+(?:that\\s+|about\\s+)?(.+)$|^tell\\s+${GROUP}\\s+(?:that\\s+|about\\s+)?(.+)$|^(?:remind|inform|update)\\s+${GROUP}\\s+(?:that|about)\\s+(.+)$`, "iu").exec(s);
  if (tell) {
    const news = (tell[1] ?? tell[2] ?? tell[3]).trim();
    s = HAS_VERB.test(news) ? `Announce that ${news}` : `Announce ${news}`;
  }
  // "Ask fans which side they're on" → a question to the reader.
  const askWhich = new RegExp(`^ask\\s+${GROUP}\\s+((?:which|what|how|where|who|whether|if|when|why)\\b.+)$`, "iu").exec(s);
  if (askWhich) s = `Ask people to tell us ${toReader(askWhich[1]).replace(/[?.!]+$/u, "")}`;
  const askTo = new RegExp(`^(ask|encourage|invite|get|urge)\\s+(${GROUP})\\s+to\\s+(.+)$`, "iu").exec(s);
  if (askTo) s = `${askTo[1]} ${askTo[2]} to ${toReader(askTo[3])}`;
  // Adverbs that steer the writer: "Explain gently: …", "briefly".
  s = s.replace(/^(\p{L}+)\s+(?:briefly|gently|simply|clearly|warmly|quickly|kindly)\b\s*/iu, "$1 ").replace(/,?\s+(?:briefly|gently),?\s+/giu, " ");
  s = s.replace(/^(?:shout\s*out\s+to|big\s+up|congratulate|congrats\s+to)\s+/iu, "Celebrate ");
  s = s.replace(/^(?:say\s+sorry|apologi[sz]e)\s+(?:for|about)\s+/iu, "We're sorry about ");
  return s.replace(/\s+([:;,])/gu, "$1").trim();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const URL = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/giu;
const NUMBER = /[£$€]?\d[\d.,:]*(?:\s?(?:%|(?:am|pm|k|m|g|kg|ml|l)\b))?/giu;
const NAME = /\b\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s+(?:\p{Lu}[\p{Ll}\p{M}'’-]+|de|da|di|van|von|Ní|Nic|Mac|Ó|O['’]))+/gu;

/** "Say sorry for the delays and let people know orders ship on Tuesday": two instructions, two clauses. */
const AND_INSTRUCTION = new RegExp(`,?\\s+and\\s+(?=(?:let|tell|invite|ask|remind|make\\s+sure)\\s+${GROUP})`, "iu");

function readText(text: string, brief: StructuredBrief): string {
  const kept: string[] = [];
  const clauses = sentences(text).flatMap((sentence) => sentence.split(AND_INSTRUCTION));
  for (const sentence of clauses) {
    const read = readSentence(sentence, brief);
    if (read && /[\p{L}\p{N}]/u.test(read)) kept.push(/[.!?:]$/u.test(read) ? read : `${read}.`);
  }
  return kept.join(" ");
}

export const readBrief = memoize((goal: string, context: string): StructuredBrief => {
  const brief: StructuredBrief = { goal: "", context: "", instructions: [], facts: { links: [], numbers: [], names: [] }, unread: [] };
  brief.goal = readText(goal, brief).replace(/\.$/u, "");
  brief.context = readText(context, brief);
  const all = `${goal} ${context}`;
  brief.facts.links = [...new Set(all.match(URL) ?? [])];
  brief.facts.numbers = [...new Set((all.replace(URL, " ").match(NUMBER) ?? []).map((n) => n.trim()))];
  brief.facts.names = [...new Set(all.match(NAME) ?? [])];
  if (!brief.goal && goal.trim()) {
    // Only instructions: the post is about its topic, and the reader of the response is told so.
    brief.unread.push(goal.trim());
  }
  return brief;
});
