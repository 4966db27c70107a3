import { ACTION, ACTION_WHO, EVENT_DETAILS, FREE, FREE_EVENT, HELP, INVITE, INVITE_WHO, REQUEST, REQUEST_WHEN } from "@/lib/content/compose/goal/call-templates";
import * as LEAD from "@/lib/content/compose/goal/lead-templates";
import { line, writer, type Message } from "@/lib/content/compose/goal/message-types";
import { owned, phraseDetails } from "@/lib/content/compose/goal/phrase-details";
import type { Clause } from "@/lib/content/compose/goal/read-clauses";
import { explainLine, factLines, growLines } from "@/lib/content/compose/goal/statement-lines";
import { pastOfGerund } from "@/lib/content/compose/goal/verb-forms";

/** Groups nobody addresses by name ("Customers, join us" reads oddly); specific ones read well. */
const GENERIC_AUDIENCE = /^(?:people|everyone|everybody|customers|our customers|followers|fans|users|clients|the public|them|folks|all)$/iu;

const spaced = (text?: string) => (text ? ` ${text}` : "");
const yourOf = (text: string) => text.replace(/\b(?:their|our)\b/giu, "your");

/** What one clause of the goal makes the post say, ask and add, appended to `message`. */
export function clauseLines(clause: Clause, brand: string, message: Message) {
  const w = writer(message);
  const d = phraseDetails(clause.object || clause.action || clause.fact || "");
  const x = d.core;
  message.links.push(...d.links);
  const eventDetails = () => {
    const where = d.when ? spaced(d.where) : (d.where ?? "");
    if (d.free && d.when) w.details.push(line(FREE_EVENT, { when: d.when, where }));
    else if (d.when || d.where) w.details.push(line(EVENT_DETAILS, { when: d.when ?? "", where }));
    else if (d.free) w.details.push(line(FREE));
  };
  switch (clause.intent) {
    case "announce": {
      if (clause.fact) return factLines(clause.fact, message);
      const withOffer = /^(.+?)\s+with\s+(.+)$/iu.exec(x);
      const relative = /^(.+?)\s+(?:that|which)\s+(.+)$/iu.exec(x);
      if (relative) w.leads.push(line(LEAD.ANNOUNCE_THAT, { x: relative[1], y: relative[2], they: /s$/iu.test(relative[1]) ? "they" : "it" }));
      else w.leads.push(line(d.when && !/^(?:since|in)\b/iu.test(d.when) ? LEAD.ANNOUNCE_COMING : d.isNew ? LEAD.ANNOUNCE_NEW : LEAD.ANNOUNCE, { x: owned(withOffer ? withOffer[1] : x), brand }));
      if (withOffer) w.details.push(line(LEAD.PLAIN, { x: `It comes with ${withOffer[2]}` }));
      if (d.when) w.details.push(line(LEAD.WHEN_AVAILABLE, { when: d.when }));
      if (d.free) w.details.push(line(FREE));
      return;
    }
    case "promote": {
      const offer = /^(.+?)\s+with\s+(\d.*|(?:a|an)\s+.*(?:off|discount|free).*)$/iu.exec(x);
      const purpose = /^(.+?)\s+for\s+(.+)$/iu.exec(x);
      if (d.free) w.leads.push(line(LEAD.FREE_OFFER, { x, when: d.when ? `, ${d.when}` : "" }));
      else if (offer) {
        w.leads.push(line(LEAD.PROMOTE, { x: owned(offer[1]) }));
        w.details.push(line(LEAD.OFFER, { offer: offer[2] }));
      }
      else if (purpose) w.leads.push(line(LEAD.PROMOTE_FOR, { x: owned(purpose[1]), purpose: purpose[2] }));
      else w.leads.push(line(LEAD.PROMOTE, { x: owned(x) }));
      if (d.when && !d.free) w.details.push(line(LEAD.WHEN_AVAILABLE, { when: d.when }));
      return;
    }
    case "celebrate": {
      const years = /^(?:our\s+)?(\d+)(?:st|nd|rd|th)\s+(?:anniversary|birthday)$/iu.exec(x);
      const partner = /^(.+?)\s+with\s+(.+)$/iu.exec(x);
      const since = /^(\d+)\s+years?\s+since\s+(.+)$/iu.exec(x);
      const congratulate = /^(.+?)\s+on\s+((?:her|his|their|its|your)\s+.+)$/iu.exec(x);
      if (since) return w.leads.push(line(LEAD.YEARS_SINCE, { n: since[1], s: since[2] }));
      if (congratulate) message.aboutPerson = true;
      if (congratulate) return w.leads.push(line(LEAD.CONGRATULATE, { w: congratulate[1], y: congratulate[2] }));
      const count = /^([\d.,]+k?|\d[\d,.]*\s+(?:thousand|million))\s+(?:followers|subscribers|members|customers|fans|supporters)$/iu.exec(x);
      if (count) w.leads.push(line(LEAD.CELEBRATE_COUNT, { n: count[1] }));
      else if (years) w.leads.push(line(LEAD.CELEBRATE_YEARS, { n: years[1], brand }));
      else if (partner) {
        w.leads.push(line(LEAD.CELEBRATE, { x: partner[1] }));
        w.details.push(line(LEAD.WITHOUT, { partner: partner[2] }));
      }
      else w.leads.push(line(LEAD.CELEBRATE, { x }));
      return;
    }
    case "invite": {
      const who = clause.who && !GENERIC_AUDIENCE.test(clause.who) ? clause.who : "";
      if (/^(?:join|try|visit|attend|come|see|book|register|sign|taste|meet|shop|explore|discover)\b/iu.test(x)) {
        w.calls.push(line(who ? ACTION_WHO : ACTION, { a: x, w: who }));
      } else {
        w.calls.push(line(who ? INVITE_WHO : INVITE, { x: owned(x), w: who }));
      }
      message.linkKind = "invite";
      return eventDetails();
    }
    case "ask": {
      const who = clause.who && !GENERIC_AUDIENCE.test(clause.who) ? clause.who : "";
      if (clause.action) {
        const vote = /^vote\s+(?:for|on)\s+(.+)$/iu.exec(x);
        w.calls.push(line(who ? ACTION_WHO : ACTION, { a: vote ? `help us choose ${vote[1]}` : x, w: who }));
        message.linkKind = "act";
        if (d.when) w.details.push(line(LEAD.PLAIN, { x: `${d.when.charAt(0).toUpperCase()}${d.when.slice(1)}, if you can` }));
      } else {
        w.leads.push(line(d.when ? REQUEST_WHEN : REQUEST, { x, when: d.when ?? "" }));
      }
      return;
    }
    case "thank": {
      const who = owned(clause.who ?? "everyone").replace(/^(?!our\s|your\s|the\s|every)/iu, "our ");
      const [first, ...rest] = x.split(" ");
      const past = first ? pastOfGerund(first) : null;
      if (past) {
        w.leads.push(line(LEAD.PLAIN, { x: `${who} ${past} ${rest.join(" ")}${spaced(d.when)}` }));
        w.leads.push(line(LEAD.THANK_AFTER));
      } else if (x) {
        w.leads.push(line(LEAD.THANK_FOR, { w: who, x: yourOf(x) }));
      } else {
        w.leads.push(line(LEAD.PLAIN, { x: `Thank you, ${who}` }));
      }
      return;
    }
    case "recruit": {
      const purpose = /^(.+?)\s+for\s+(.+)$/iu.exec(x);
      w.leads.push(purpose ? line(LEAD.RECRUIT_FOR, { x: purpose[1], y: purpose[2] }) : line(LEAD.RECRUIT, { x, brand }));
      w.calls.push(line(HELP));
      message.linkKind = "act";
      return;
    }
    case "run": {
      const kind = /\b(giveaway|contest|competition|poll|quiz|raffle|challenge|sale)\b/iu.exec(x)?.[1];
      w.leads.push(line(kind ? LEAD.RUN : LEAD.SHARE, { x: kind ?? x, brand }));
      return;
    }
    case "share": {
      const kind = /^(?:the|our|a|an)\s+((?:case study|story|guide|report|results|findings|interview|video|recipe)s?)\s+(?:of|about|on|from)\s+(.+)$/iu.exec(x);
      const how = kind && /^how\s+(.+)$/iu.exec(kind[2]);
      if (how) w.leads.push(line(LEAD.SHARE_HOW, { kind: kind[1], x: how[1] }));
      else w.leads.push(kind ? line(LEAD.SHARE_KIND, { kind: kind[1], x: kind[2] }) : line(LEAD.SHARE, { x: owned(x) }));
      message.linkKind = "read";
      return;
    }
    case "educate": {
      if (clause.who && /tips|advice|ideas|insights|tricks/iu.test(clause.who)) {
        const gerund = /^[\p{L}]+ing\s+((?:your|a|an|the)\s+.+)$/iu.exec(x);
        w.leads.push(gerund ? line(LEAD.FIRST_TIME_TIPS, { x: gerund[1] }) : line(LEAD.TIPS, { x, kind: clause.who }));
      } else {
        // "why flaky tests slow teams down and how our insights find them": one sentence each.
        for (const part of x.split(/\s+and\s+(?=(?:how|why)\b)/iu)) w.leads.push(explainLine(part));
      }
      message.linkKind = "read";
      return;
    }
    case "remind":
      return factLines(clause.fact ?? x, message);
    case "grow":
      return growLines(x, message);
    case "welcome":
      message.aboutPerson = true;
      return w.leads.push(welcomeLine(x));
  }
}

/**
 * "Dr. Anaïs Laurent to the board as a non-executive director", "Mateo Álvarez, our new café
 * manager at Mill Street": who, their role and where, each kept as written.
 */
function welcomeLine(phrase: string) {
  const found = /^(.+?)(?:\s+to\s+(.+?))?(?:,\s+(?:our|the|a|an)?\s*(?:new\s+)?|\s+as\s+(?:our\s+|the\s+|a\s+|an\s+)?(?:new\s+)?)(.+)$/iu.exec(phrase);
  if (!found) return line(LEAD.WELCOME, { name: phrase });
  const [, name, to, roleAt] = found;
  const at = /^(.+?)\s+(?:at|in|for)\s+(.+)$/iu.exec(roleAt);
  const place = to ?? at?.[2];
  const role = to ? roleAt : (at?.[1] ?? roleAt);
  return place ? line(LEAD.WELCOME_ROLE_AT, { name, role, place }) : line(LEAD.WELCOME_ROLE, { name, role });
}
