import { platformRule } from "@/lib/platforms/registry";
import type { PlatformId } from "@/lib/platforms/ids";
import type { VoiceInput } from "@/lib/schemas/voice";
import { findWriterInstruction } from "@/lib/content/check/writer-instructions";

/** The faults the score must notice: each turns a clean text into the same text with one thing wrong. */
export const FAULTS = ["pasted brief", "leaked instruction", "ellipsis cut", "stock closing", "off-voice vocabulary", "hashtags against the rule", "wrong fact"] as const;
export type Fault = (typeof FAULTS)[number];

const STOCK_CLOSINGS = ["Thanks for being awesome.", "We welcome your questions.", "Tell us everything.", "Stay tuned for more!", "Let us know what you think!", "Thank you for your continued support."];
const GENERIC_INSTRUCTIONS = ["Keep it short and upbeat.", "Tone: friendly but professional.", "Make sure to mention the price.", "Audience: busy parents.", "Don't mention competitors."];
const SLANG = "Honestly this is lowkey epic lol, no cap, gonna be totally lit fr.";
const STIFF = "Notwithstanding the aforementioned considerations, stakeholders shall henceforth endeavour to leverage synergistic paradigms.";

/** The sentence of a brief that talks to the writer, or a common one when the brief has none. */
function instructionOf(goal: string, index: number): string {
  const sentence = goal.split(/(?<=[.!?])\s+/u).find((part) => findWriterInstruction(part));
  return sentence ?? GENERIC_INSTRUCTIONS[index % GENERIC_INSTRUCTIONS.length];
}

/** A digit changed, or failing that a link altered: the same text with one fact wrong; undefined without a fact. */
function withWrongFact(text: string): string | undefined {
  const digit = /\d/u.exec(text);
  if (digit) return `${text.slice(0, digit.index)}${(Number(digit[0]) + 3) % 10}${text.slice(digit.index + 1)}`;
  const url = /https?:\/\/[^\s/]+\/?(\S*)/u.exec(text);
  if (url) return text.replace(url[0], `${url[0].replace(/\/?$/u, "")}-old`);
  return undefined;
}

/** The text with `fault`, or undefined when this text cannot carry it (no fact to get wrong). */
export function withFault(fault: Fault, text: string, brief: { goal: string; context?: string }, voice: VoiceInput, platform: PlatformId, index: number): string | undefined {
  const [first, ...rest] = text.split(/(?<=[.!?])\s+/u);
  switch (fault) {
    case "pasted brief":
      return [first, brief.goal.replace(/[.!?]?$/u, "."), ...rest].join(" ");
    case "leaked instruction":
      return [first, instructionOf(brief.goal, index), ...rest].join(" ");
    case "ellipsis cut": {
      const words = text.split(" ");
      return `${words.slice(0, Math.max(3, Math.floor(words.length * 0.6))).join(" ").replace(/[.,;:!?]+$/u, "")}…`;
    }
    case "stock closing":
      return `${text} ${STOCK_CLOSINGS[index % STOCK_CLOSINGS.length]}`;
    case "off-voice vocabulary":
      return [first, voice.tone_attributes.formality >= 0.5 ? SLANG : STIFF, ...rest].join(" ");
    case "hashtags against the rule": {
      const rule = platformRule(platform);
      const count = rule.maxHashtags + 2;
      const tags = ["news", "update", "community", "local", "weekend", "today", "everyone", "follow", "share", "love", "best", "trending"];
      return `${text} ${tags.slice(0, Math.max(2, count)).map((tag) => `#${tag}`).join(" ")}`;
    }
    case "wrong fact":
      return withWrongFact(text);
  }
}
