import { withoutFinalStop } from "./user-text";

export type GoalIntent = "announce" | "promote" | "celebrate" | "invite" | "educate" | "general";

/** What the goal asks for, and the words to put in the sentence (`phrase`). */
export type GoalReading = { intent: GoalIntent; phrase: string };

/**
 * Goals are usually written as an instruction to the marketer ("Announce our spring menu").
 * Posting that instruction would read oddly, so a recognised leading verb is turned into a
 * matching sentence ("Introducing our spring menu.") and only its object is quoted. Anything else
 * (other verbs, other languages) is quoted whole after a neutral lead-in ("The headline: …").
 */
const VERB_INTENTS: [RegExp, GoalIntent][] = [
  [/^(?:announce|launch|introduce|unveil|reveal)\s+(.+)$/isu, "announce"],
  [/^(?:promote|highlight|showcase|feature|spotlight|advertise)\s+(.+)$/isu, "promote"],
  [/^(?:celebrate|mark|honou?r)\s+(.+)$/isu, "celebrate"],
  // "invite <whoever> to <what>": the invitee is up to three words, the first "to" ends it.
  [/^invite\s+(?:[\p{L}'’-]+\s+){1,3}?to\s+(.+)$/isu, "invite"],
  [/^(?:encourage|get|ask)\s+(?:[\p{L}'’-]+\s+){1,3}?to\s+(.+)$/isu, "invite"],
  [/^(?:explain|teach)\s+(.+)$/isu, "educate"],
  [/^show\s+(?:people\s+|customers\s+|everyone\s+)?((?:how|what|why|where)\b.+)$/isu, "educate"],
  [/^(?:educate|inform)\s+(?:\w+\s+)?(?:about|on)\s+(.+)$/isu, "educate"],
  [/^share\s+(?:tips|advice|ideas|insights)\s+(?:on|about|for)\s+(.+)$/isu, "educate"],
];

/** Verbs an invitation's object may start with ("invite people to join our beta"). */
const INVITATION_VERBS =
  /^(?:join|try|visit|attend|sign|come|check|see|shop|discover|explore|book|register|download|read|watch|learn|meet|taste|share|enter|subscribe|follow|apply|vote|donate|volunteer|support|grab|stop|drop|celebrate|help|take|get)\b/iu;

/** `goal` has already been cleaned and trimmed (cleanUserText). */
export function readGoal(goal: string): GoalReading {
  const text = withoutFinalStop(goal);
  for (const [pattern, intent] of VERB_INTENTS) {
    const object = pattern.exec(text)?.[1]?.trim();
    // A one-letter object ("mark X") is more likely a name than a phrase: quote the goal instead.
    if (!object || [...object].length < 3) continue;
    if (intent === "invite" && !INVITATION_VERBS.test(object)) return { intent, phrase: `join us for ${object}` };
    return { intent, phrase: object };
  }
  return { intent: "general", phrase: text };
}
