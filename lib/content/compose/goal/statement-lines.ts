import { ACTION } from "@/lib/content/compose/goal/call-templates";
import * as LEAD from "@/lib/content/compose/goal/lead-templates";
import { line, writer, type Line, type Message } from "@/lib/content/compose/goal/message-types";
import { owned, phraseDetails } from "@/lib/content/compose/goal/phrase-details";

const spaced = (text?: string) => (text ? ` ${text}` : "");

/** "how to X for Y", "how S works", "why S", "how S": each said as a person would. */
export function explainLine(topic: string): Line {
  const howToFor = /^how\s+to\s+(.+?)\s+for\s+(.+)$/iu.exec(topic);
  if (howToFor) return line(LEAD.HOW_TO_FOR, { x: howToFor[1], y: howToFor[2] });
  const howTo = /^how\s+to\s+(.+)$/iu.exec(topic);
  if (howTo) return line(LEAD.EXPLAIN_HOW_TO, { x: howTo[1] });
  const why = /^why\s+(.+)$/iu.exec(topic);
  if (why) return line(LEAD.WHY, { x: why[1] });
  const how = /^how\s+(.+?)(\s+works?)?$/iu.exec(topic);
  if (how && !how[2]) return line(LEAD.HOW_STATEMENT, { x: how[1] });
  return line(LEAD.EXPLAIN, { x: topic });
}

/** "X is (now) open/back/live…": said state first. */
export const STATE = /^(.+?)\s+(?:is|are)\s+(now\s+)?(open|available|live|here|back|returning|fixed|resolved)\b(.*)$/iu;

/** A that-clause: "the café on Mill Street is now open on Sundays", "our branches close at 1pm". */
export function factLines(fact: string, message: Message) {
  const w = writer(message);
  const d = phraseDetails(fact);
  const state = STATE.exec(d.core);
  if (state) {
    // "The pickle flavour is back for summer" → "Back for summer: our pickle flavour."
    w.leads.push(line(state[2] ? LEAD.NOW_STATE : LEAD.STATE_FIRST, { x: owned(state[1]), state: `${state[3]}${state[4]}`, when: spaced(d.when) }));
  } else if (d.when) {
    const core = d.isNew ? d.core.replace(/^(\S+)\s/u, "$1 new ") : d.core;
    // After "{when}, " the fact goes on mid-sentence: "On Friday, our café…", never "On Friday, Our café…".
    w.leads.push(line(LEAD.FACT, { x: core.replace(/^(?:We|Our|The|A|An|It|Its|They|Their|This|These|Your|You)\b/u, (word) => word.toLowerCase()), when: d.when }));
  } else {
    w.leads.push(line(LEAD.PLAIN, { x: /^https?:\/\//iu.test(fact) ? fact : fact.charAt(0).toUpperCase() + fact.slice(1) }));
  }
}

/** A metric to grow ("newsletter sign-ups") becomes the action that grows it ("Sign up for our newsletter"). */
export function growLines(metric: string, message: Message) {
  const w = writer(message);
  const actions: [RegExp, string][] = [
    [/^(.*?)\s*(?:sign-?ups|subscribers|subscriptions|registrations)\b(.*)$/iu, "sign up"],
    [/^(.*?)\s*(?:bookings|reservations|appointments)\b(.*)$/iu, "book"],
    [/^(.*?)\s*(?:downloads|installs)\b(.*)$/iu, "download"],
    [/^(.*?)\s*(?:donations|donors)\b(.*)$/iu, "donate"],
    [/^(.*?)\s*(?:followers|follows)\b(.*)$/iu, "follow us"],
    [/^(.*?)\s*(?:sales|orders|purchases)\b(.*)$/iu, "order"],
  ];
  for (const [pattern, verb] of actions) {
    const match = pattern.exec(metric);
    if (!match) continue;
    const what = match[1].trim();
    const action = what ? `${verb} ${verb === "follow us" ? "for" : "for our"} ${what}` : verb;
    w.calls.push(line(ACTION, { a: `${action}${match[2] ? ` ${match[2].trim()}` : ""}` }));
    message.linkKind = "act";
    return;
  }
  w.leads.push(line(LEAD.PLAIN, { x: metric }));
}
