import type { BriefSetFigures } from "@/lib/content/eval/run-brief-eval";

/** The targets for the brief sets (docs/content.md, "Evaluating generated content"); they are judged on the held-out set. */
export const BRIEF_TARGETS = {
  withinLimit: 1,
  cutWithEllipsis: 0,
  instructionLeaks: 0,
  briefPasted: 0.1,
  grammarFailures: 0,
  repeatedOpeningsClosings: 0.05,
  scoreRanking: 0.9,
} as const;

/** The targets `figures` misses, by name. */
export function missedBriefTargets(figures: BriefSetFigures): string[] {
  const missed: string[] = [];
  if (figures.withinLimit < BRIEF_TARGETS.withinLimit) missed.push("within the limit");
  if (figures.cutWithEllipsis > BRIEF_TARGETS.cutWithEllipsis) missed.push("ellipsis cuts");
  if (figures.instructionLeaks > BRIEF_TARGETS.instructionLeaks) missed.push("instruction leaks");
  if (figures.briefPasted >= BRIEF_TARGETS.briefPasted) missed.push("brief pasted");
  if (figures.grammarFailures > BRIEF_TARGETS.grammarFailures) missed.push("grammar failures");
  if (figures.repeatedOpeningsClosings >= BRIEF_TARGETS.repeatedOpeningsClosings) missed.push("repeated openings/closings");
  if (figures.scoreRanking < BRIEF_TARGETS.scoreRanking) missed.push("score ranking");
  return missed;
}
