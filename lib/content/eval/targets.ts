import { FILLING_PLATFORMS_TEXT, type GeneratorFigures } from "@/lib/content/eval/run-eval";

/**
 * What `npm run eval:content` holds generated content to (docs/content.md, "Evaluating generated content").
 * Within the limit is absolute. The others are the bar a person reading the posts would set: no
 * post cut off, no phrase said twice, the goal rewritten rather than pasted, hashtags that mean
 * something, short platforms used rather than left half empty.
 */
export const EVAL_TARGETS = {
  withinLimit: 1,
  cutWithEllipsis: 0,
  repeated3gram: 0.02,
  goalPasted: 0.1,
  invalidHashtagItems: 0,
  shortPlatformFill: 0.6,
  pairAccuracy: 0.9,
  degenerateBelow: 0.3,
} as const;

export function missedTargets(figures: GeneratorFigures): string[] {
  const missed: string[] = [];
  if (figures.withinLimit < EVAL_TARGETS.withinLimit) missed.push("items within the limit");
  if (figures.cutWithEllipsis > EVAL_TARGETS.cutWithEllipsis) missed.push("ellipsis cuts");
  if (figures.repeated3gram > EVAL_TARGETS.repeated3gram) missed.push("repeated 3-grams");
  if (figures.goalPasted > EVAL_TARGETS.goalPasted) missed.push("goal pasted");
  if (figures.invalidHashtagItems > EVAL_TARGETS.invalidHashtagItems) missed.push("invalid hashtags");
  if (figures.shortPlatformFill < EVAL_TARGETS.shortPlatformFill) missed.push(`${FILLING_PLATFORMS_TEXT} fill`);
  return missed;
}
