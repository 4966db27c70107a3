import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { ALL_PLATFORM_RULES, platformRule } from "@/lib/platforms/registry";
import { EVAL_PROFILES } from "@/lib/content/eval/eval-set";
import type { EvalProfile } from "@/lib/content/eval/eval-profile";
import { cutWithEllipsis, goalPasted, hasRepeated3gram, invalidHashtags, withinLimit } from "@/lib/content/eval/metrics";
import { scoreConsistency } from "@/lib/content/score/score-consistency";
import { writeContents } from "@/lib/content/write-contents";
import type { ContentGenerator, GeneratedContent } from "@/lib/content/types";

export type GeneratorFigures = {
  items: number;
  withinLimit: number;
  cutWithEllipsis: number;
  repeated3gram: number;
  goalPasted: number;
  invalidHashtagItems: number;
  /** Mean share of the limit used where the house style is to use it (compose.fillsLimit: X, Bluesky). */
  shortPlatformFill: number;
  meanScore: number;
};

/** The platforms `shortPlatformFill` measures, by label: "X and Bluesky". */
export const FILLING_PLATFORMS_TEXT = ALL_PLATFORM_RULES.filter((rule) => rule.compose.fillsLimit)
  .map((rule) => rule.label)
  .join(" and ");

export type ScoreFigures = { pairs: number; pairAccuracy: number; crossBrandPairs: number; crossBrandAccuracy: number; worstDegenerate: number };

/** Every profile × goal × platform, `variations` each, through the same steps as POST /content/generate. */
export async function evaluateGenerator(generator: ContentGenerator, variations = 3, profiles = EVAL_PROFILES): Promise<GeneratorFigures> {
  const counts = { items: 0, withinLimit: 0, cutWithEllipsis: 0, repeated3gram: 0, goalPasted: 0, invalidHashtagItems: 0, fill: 0, fillItems: 0, score: 0 };
  for (const profile of profiles) {
    for (const { goal, context } of profile.goals) {
      const request = { brandName: profile.brandName, voice: { ...profile.voice, sample_posts: profile.samplePosts }, platforms: [...PLATFORM_IDS], goal, contentType: "social_post", additionalContext: context, variations };
      const contents: (GeneratedContent & { brandConsistency: number })[] = await writeContents(generator, request);
      const inputs = [goal, context ?? "", ...profile.voice.language_patterns.signature_phrases];
      for (const item of contents) {
        counts.items++;
        if (withinLimit(item.platform, item.text)) counts.withinLimit++;
        if (cutWithEllipsis(item.text, inputs)) counts.cutWithEllipsis++;
        if (hasRepeated3gram(item.text)) counts.repeated3gram++;
        if (goalPasted(item.text, goal)) counts.goalPasted++;
        if (invalidHashtags(item.platform, item.text) > 0) counts.invalidHashtagItems++;
        if (platformRule(item.platform).compose.fillsLimit) {
          counts.fill += item.characterCount / platformRule(item.platform).limit;
          counts.fillItems++;
        }
        counts.score += item.brandConsistency;
      }
    }
  }
  const share = (n: number) => n / Math.max(1, counts.items);
  return {
    items: counts.items,
    withinLimit: share(counts.withinLimit),
    cutWithEllipsis: share(counts.cutWithEllipsis),
    repeated3gram: share(counts.repeated3gram),
    goalPasted: share(counts.goalPasted),
    invalidHashtagItems: share(counts.invalidHashtagItems),
    shortPlatformFill: counts.fill / Math.max(1, counts.fillItems),
    meanScore: share(counts.score),
  };
}

/**
 * The score on the hand-written fixture: each profile's on-voice texts against its off-voice
 * texts (the pairs that must be ordered right), and against the other brands' on-voice texts.
 * `worstDegenerate` is the highest score of a repeated phrase or a cut-off fragment.
 */
export function evaluateScore(profiles: readonly EvalProfile[] = EVAL_PROFILES): ScoreFigures {
  let pairs = 0, right = 0, crossPairs = 0, crossRight = 0, worstDegenerate = 0;
  for (const profile of profiles) {
    const score = (text: string) => scoreConsistency(profile.voice, text).score;
    const on = profile.onVoice.map(score);
    const off = [...profile.offVoice, ...profile.degenerate].map(score);
    const others = profiles.filter((other) => other !== profile).flatMap((other) => other.onVoice.map(score));
    for (const a of on) {
      pairs += off.length;
      right += off.filter((b) => a > b).length;
      crossPairs += others.length;
      crossRight += others.filter((b) => a > b).length;
    }
    worstDegenerate = Math.max(worstDegenerate, ...profile.degenerate.map(score));
  }
  return { pairs, pairAccuracy: right / pairs, crossBrandPairs: crossPairs, crossBrandAccuracy: crossRight / crossPairs, worstDegenerate };
}
