import { clauseLines } from "@/lib/content/compose/goal/clause-lines";
import { contextLines } from "@/lib/content/compose/goal/context-lines";
import * as LEAD from "@/lib/content/compose/goal/lead-templates";
import { line, type Message } from "@/lib/content/compose/goal/message-types";
import { quotable } from "@/lib/content/compose/goal/phrase-details";
import { readClauses } from "@/lib/content/compose/goal/read-clauses";
import { memoize } from "@/lib/content/memoize";


/** The message of a goal and its context; memoized, since every draft of a request reads the same one. */
export const readMessage = memoize((goal: string, context: string, brand: string): Message => {
  const message: Message = { items: [], links: [], linkKind: "more", intents: [], topic: `${goal} ${context}` };
  const { clauses, statement, notes } = readClauses(goal);
  for (const clause of clauses) {
    message.intents.push(clause.intent);
    clauseLines(clause, brand, message);
  }
  if (statement) message.items.unshift({ line: line(LEAD.PLAIN, { x: quotable(statement) }), role: "lead" });
  for (const note of notes) {
    // "tag a friend to win a year of chips": how to enter, then the prize.
    const prize = /^(.+?)\s+to\s+win\s+(.+)$/iu.exec(note);
    if (prize) {
      message.items.push({ line: line(LEAD.PLAIN, { x: `To enter, ${prize[1]}` }), role: "call" });
      message.items.push({ line: line(LEAD.PLAIN, { x: `The prize: ${prize[2]}` }), role: "detail" });
    } else message.items.push({ line: line(LEAD.PLAIN, { x: note }), role: "detail" });
  }
  const fromContext = contextLines(context);
  for (const detail of fromContext.details) message.items.push({ line: detail, role: "detail" });
  message.linkLine = fromContext.linkLine;
  message.links.push(...fromContext.links);
  message.link = message.links[0];
  return message;
});
