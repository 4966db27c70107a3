import { platformRule } from "@/lib/platforms/registry";
import type { PlatformId } from "@/lib/platforms/ids";
import { findWriterInstruction } from "@/lib/content/check/writer-instructions";
import { findHashtags } from "@/lib/content/fit/hashtags";
import { BRIEF_FAULTS } from "@/lib/content/score/weights";
import { longestCommonRun } from "@/lib/content/text/longest-common-run";

/**
 * What a text gets wrong about its brief, whatever the voice: the brief pasted in, a writer's
 * instruction left in, a stock closing any brand could end with, more hashtags than the platform
 * allows, a number or link the brief never gave. Each multiplies the score (BRIEF_FAULTS), so a
 * text with one ranks below the same text without it. Word runs and regular expressions only:
 * a few microseconds per text.
 */
export type BriefForScore = { platform?: PlatformId; goal?: string; additionalContext?: string; ownWords?: readonly string[] };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const words = (text: string) => text.toLowerCase().replace(/’/g, "'").match(WORD) ?? [];

/** Closing lines that fit any post of any brand, so they say nothing about this one. */
export const STOCK_CLOSING: RegExp[] = [
  /\bthanks?\s+(?:you\s+)?for\s+being\s+(?:awesome|amazing|the\s+best)\b/iu,
  /\bwe\s+welcome\s+your\s+(?:questions|views|thoughts|feedback|comments|reflections)\b/iu,
  /\btell\s+us\s+everything\b/iu,
  /\bstay\s+tuned\b/iu,
  /\blet\s+us\s+know\s+what\s+you\s+think\b/iu,
  /\bthank\s+you\s+for\s+your\s+(?:continued\s+)?(?:support|trust|loyalty)\b/iu,
  /\bwe\s+would\s+value\s+your\s+views\b/iu,
  /^(?:thoughts|what\s+do\s+you\s+think)\?$/imu,
  /\bdon'?t\s+miss\s+out\b/iu,
  /\bwatch\s+this\s+space\b/iu,
];

/** The longest run of the brief's words the text repeats in order, as a share of the brief's words. */
export function pastedShare(text: string, brief: string): number {
  const b = words(brief);
  if (b.length < 7) return 0;
  return longestCommonRun(b, words(text)) / b.length;
}

/** The whitespace-separated tokens holding a digit (a split, not a regex scan: `\S*\d\S*` backtracks on long words). */
const factTokens = (text: string) => text.split(/\s+/u).filter((token) => /\d/u.test(token));
const URL = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/giu;
const bareToken = (token: string) => token.replace(/^[^\p{L}\p{N}£$€]+|[^\p{L}\p{N}%]+$/gu, "").toLowerCase();

/** Numbers and links in the text that the brief (and the brand's own words) never gave. */
export function inventedFacts(text: string, sources: string): number {
  const known = sources.toLowerCase();
  const knownTokens = new Set(factTokens(known).map(bareToken));
  let invented = 0;
  for (const url of text.match(URL) ?? []) if (!known.includes(url.toLowerCase().replace(/^https?:\/\//u, ""))) invented++;
  const prose = text.replace(URL, " ").replace(/[#＃@][\p{L}\p{M}\p{N}_]+/gu, " ");
  for (const token of factTokens(prose)) {
    const bare = bareToken(token);
    if (bare && !knownTokens.has(bare) && !known.includes(bare)) invented++;
  }
  return invented;
}

export type BriefFaults = { factor: number; leaked: boolean; pasted: number; stockClosing: boolean; tagsOver: boolean; invented: number };

export function briefFaults(text: string, brief: BriefForScore = {}): BriefFaults {
  const leaked = findWriterInstruction(text) !== undefined;
  const stockClosing = STOCK_CLOSING.some((pattern) => pattern.test(text));
  const pasted = brief.goal ? pastedShare(text, brief.goal) : 0;
  const tagsOver = brief.platform ? findHashtags(text).length > platformRule(brief.platform).maxHashtags : false;
  const invented = brief.goal ? inventedFacts(text, [brief.goal, brief.additionalContext ?? "", ...(brief.ownWords ?? [])].join(" ")) : 0;
  let factor = 1;
  if (leaked) factor *= BRIEF_FAULTS.leakedInstruction;
  if (stockClosing) factor *= BRIEF_FAULTS.stockClosing;
  if (pasted > BRIEF_FAULTS.pastedShare) factor *= BRIEF_FAULTS.pasted;
  if (tagsOver) factor *= BRIEF_FAULTS.tagsOverRule;
  if (invented > 0) factor *= BRIEF_FAULTS.inventedFact;
  return { factor, leaked, pasted, stockClosing, tagsOver, invented };
}
