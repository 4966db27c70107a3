import type { ByRegister } from "@/lib/content/compose/phrases/render";
import type { Intent } from "@/lib/content/compose/goal/read-clauses";

/** One sentence of the post: its patterns by register and the words that fill them. */
export type Line = { templates: ByRegister; values: Record<string, string> };

/** A sentence's part in the post: the news, a fact that supports it, or something asked of the reader. */
export type Role = "lead" | "detail" | "call";

/**
 * What a post says, read from the goal and the context, in reading order: each clause's news or
 * call followed by its details (when, where, free), then the context's sentences; and a link
 * when one was given.
 */
export type Message = {
  items: { line: Line; role: Role }[];
  link?: string;
  /** Every URL the goal and context hold, in order; `link` is the first. */
  links: string[];
  /** A sentence of the context that already offers the link ("Register at https://…"). */
  linkLine?: Line;
  linkKind: "invite" | "act" | "read" | "more";
  intents: Intent[];
  /** What the post is about as a short noun phrase ("our cold brew"), for lines that name it; absent when the brief gives none. */
  subject?: string;
  /** The same, also read from a fact or statement ("our branches" of "our branches close at 1pm"): for the link and visit lines, not for questions. */
  about?: string;
  /** The post is about a person (a welcome, congratulations): no question or visit line names them as a subject. */
  aboutPerson?: boolean;
  /** Goal and context words, to tell which theme the post is about. */
  topic: string;
};

/** A sentence's line, built from its patterns and values. */
export const line = (templates: ByRegister, values: Record<string, string> = {}): Line => ({ templates, values });

/** Appends to the message in reading order. */
export function writer(message: Message) {
  const push = (role: Role) => (item: Line) => message.items.push({ line: item, role });
  return { leads: { push: push("lead") }, details: { push: push("detail") }, calls: { push: push("call") } };
}
