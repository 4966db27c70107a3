import { cleanUserText } from "@/lib/content/compose/user-text";
import { countGraphemes } from "@/lib/platforms/counting/graphemes";

/**
 * Pieces of a goal's phrase that read better as their own sentence than inside it: when
 * ("on Saturday at 10am"), where ("at the Leeds branch"), "free", and a URL. Taking them out is
 * also what keeps a post from repeating the goal word for word.
 */
export type PhraseDetails = { core: string; when?: string; where?: string; free: boolean; isNew: boolean; links: string[] };

const DAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const MONTH = "(?:january|february|march|april|may|june|july|august|september|october|november|december)";
const CLOCK = "(?:\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)|noon|midday|midnight|\\d{1,2}:\\d{2})";
const DATE = `(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)`;
const POINT = `(?:${DAY}s?|${DATE}|${MONTH}|${CLOCK}|the weekend|this weekend|weekends|weekdays|tonight|today|tomorrow|the (?:cold snap|holidays?|summer|winter|spring|autumn|fall)|(?:this|next) (?:week|month|year))`;
const PREPOSITION = "(?:on|this|next|every|from|until|till|by|before|after|during|in|at|through|throughout|to)";
/**
 * One time phrase, possibly chained ("on Saturday at 10am", "at 1pm on 24 December"), ending the
 * phrase or followed by another preposition: in "Saturday deliveries" or "before the spring
 * campaign" the time word describes a noun and stays.
 */
const WHEN = new RegExp(
  `(?:^|\\s)((?:${PREPOSITION}\\s+(?:(?:this|next|every)\\s+)?${POINT}|(?:(?:this|next|every)\\s+)?${POINT}(?=\\s*(?:$|[,.;:!?]|\\s(?:at|from|in|on)\\s)))(?:,?\\s+(?:${PREPOSITION}|and)\\s+(?:(?:this|next|every)\\s+)?${POINT})*)(?=\\s*(?:$|[,.;:!?])|\\s+(?:at|from|in|on|to|until|and|with|for|by)\\s)`,
  "iu",
);
/** Where: at/from/in the or our <place>, ending the phrase. */
const WHERE = /(?:^|\s)((?:at|from|in)\s+(?:the|our)\s+(?:[\p{Lu}\d][\p{L}\d'’-]*\s+)*[\p{L}'’-]*(?:branch|shop|store|café|cafe|warehouse|studio|office|park|hall|centre|center|library|market|square|station|club|gym|clinic|restaurant|bar|bakery|campus)s?)(?=[\s,.;:!?]|$)/u;
const URL = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/giu;

const tidy = (text: string) => text.replace(/\s+/g, " ").replace(/\s+([,.;:!?])/g, "$1").replace(/^[,;:\s]+|[,;:\s]+$/g, "").trim();

export function phraseDetails(phrase: string): PhraseDetails {
  const links = [...phrase.matchAll(URL)].map((match) => match[0]);
  let rest = phrase.replace(URL, " ");
  // "; booking at" or "register at" left behind a URL is not part of the phrase.
  rest = rest.replace(/[;,]?\s*(?:booking|book|register|sign up|details|more|tickets|rsvp)\s+(?:at|on|via)\s*$/iu, " ");
  let when: string | undefined;
  const timeMatch = WHEN.exec(rest);
  if (timeMatch && timeMatch.index > 0) {
    when = tidy(timeMatch[1]);
    rest = rest.slice(0, timeMatch.index) + rest.slice(timeMatch.index + timeMatch[0].length);
  }
  let where: string | undefined;
  const placeMatch = WHERE.exec(rest);
  if (placeMatch && placeMatch.index > 0) {
    where = tidy(placeMatch[1]);
    rest = rest.slice(0, placeMatch.index) + rest.slice(placeMatch.index + placeMatch[0].length);
  }
  const free = /\bfree\b/iu.test(rest) && !/\bfree\s+(?:of|from|up)\b/iu.test(rest);
  if (free) rest = rest.replace(/\b(?:a\s+)?free\s+/iu, (found) => (/^a\s/iu.test(found) ? "a " : ""));
  const isNew = /^(?:the|our|a|an)\s+(?:brand[- ])?new\s+/iu.test(rest.trim());
  if (isNew) rest = rest.trim().replace(/^(the|our|a|an)\s+(?:brand[- ])?new\s+/iu, "$1 ");
  return { core: quotable(tidy(rest)), when, where, free, isNew, links };
}

/**
 * A phrase of the goal as it can stand in a sentence. A goal written as one endless sentence is
 * the marketer's brief, not a sentence to post: past MAX_PHRASE graphemes it is cut at a word
 * boundary (with "…"), the one case where the composer itself shortens the brand's words.
 */
const MAX_PHRASE = 280;
export function quotable(phrase: string): string {
  return countGraphemes(phrase) > MAX_PHRASE ? cleanUserText(phrase, 200) : phrase;
}

/** "the café" → "our café": the brand speaks of its own things as its own. */
export function owned(phrase: string): string {
  return phrase.replace(/^the\s+/iu, "our ");
}
