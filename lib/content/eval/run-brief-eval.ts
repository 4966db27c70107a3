import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { findWriterInstruction } from "@/lib/content/check/writer-instructions";
import { grammarProblems, sentencesOf } from "@/lib/content/check/grammar";
import type { EvalBrief } from "@/lib/content/eval/briefs/eval-brief";
import { EVAL_PROFILES } from "@/lib/content/eval/eval-set";
import { FAULTS, withFault, type Fault } from "@/lib/content/eval/fault-pairs";
import { cutWithEllipsis, goalPasted, invalidHashtags, withinLimit } from "@/lib/content/eval/metrics";
import { scoreConsistency } from "@/lib/content/score/score-consistency";
import { writeContents } from "@/lib/content/write-contents";
import type { ContentGenerator } from "@/lib/content/types";

/** A brief counts toward "pasted" only when it is longer than this: a short one is mostly a name. */
export const PASTED_MIN_LENGTH = 40;

export type BriefSetFigures = {
  briefs: number;
  items: number;
  withinLimit: number;
  cutWithEllipsis: number;
  instructionLeaks: number;
  /** Goal longer than 40 characters, more than 60% of it repeated word for word. */
  briefPasted: number;
  /** The same for the additional context (reported, not a target: facts there are kept as written). */
  contextPasted: number;
  grammarFailures: number;
  invalidHashtagItems: number;
  /** Items whose opening or closing sentence opens or closes a post of another brief of the same brand on the same platform. */
  repeatedOpeningsClosings: number;
  meanScore: number;
  /** Clean text above the same text with one fault, per fault and overall. */
  scorePairs: number;
  scoreRanking: number;
  scoreRankingByFault: Record<Fault, number>;
  /** A few examples of each failure, for the printout. */
  examples: { kind: string; text: string }[];
};

const normalised = (sentence: string) => sentence.toLowerCase().replace(/[\p{Extended_Pictographic}\u200d\ufe0f]/gu, "").replace(/\s+/g, " ").trim();
/**
 * The post's first and last sentences, links and hashtag-only lines aside. The brand's signature
 * phrases are meant to recur ("Your future, secured.") and are not counted as an opening or closing.
 */
function ends(text: string, signatures: readonly string[]): [string, string] {
  const own = new Set(signatures.map((phrase) => normalised(phrase).replace(/[.!?]+$/u, "")));
  const sentences = sentencesOf(text)
    .filter((sentence) => /[\p{L}]{2,}/u.test(sentence.replace(/(?:https?:\/\/|[#＃@])\S+/gu, "")))
    .map(normalised)
    .filter((sentence) => !own.has(sentence.replace(/[.!?]+$/u, "")));
  return [sentences[0] ?? "", sentences.at(-1) ?? ""];
}

/** Every brief of the set on all eight platforms, `variations` each, as POST /content/generate writes them; plus the score's fault pairs. */
export async function evaluateBriefSet(generator: ContentGenerator, briefs: readonly EvalBrief[], variations = 3): Promise<BriefSetFigures> {
  const c = { items: 0, within: 0, cut: 0, leaks: 0, pasted: 0, contextPasted: 0, grammar: 0, tags: 0, score: 0, repeated: 0 };
  const examples: { kind: string; text: string }[] = [];
  const example = (kind: string, text: string) => {
    if (examples.filter((found) => found.kind === kind).length < 3) examples.push({ kind, text });
  };
  // brand → platform → opening or closing → the briefs that used it.
  const endings = new Map<string, Map<string, Set<number>>>();
  const itemEnds: { key: string; opening: string; closing: string; brief: number }[] = [];
  const pairs = Object.fromEntries(FAULTS.map((fault) => [fault, { n: 0, right: 0 }])) as Record<Fault, { n: number; right: number }>;

  for (const [briefIndex, brief] of briefs.entries()) {
    const profile = EVAL_PROFILES.find((candidate) => candidate.id === brief.brand);
    if (!profile) throw new Error(`eval brief for unknown brand ${brief.brand}`);
    const voice = { ...profile.voice, sample_posts: profile.samplePosts };
    const request = { brandName: profile.brandName, voice, platforms: [...PLATFORM_IDS], goal: brief.goal, contentType: "social_post", additionalContext: brief.context, variations };
    const contents = await writeContents(generator, request);
    const inputs = [brief.goal, brief.context ?? "", ...profile.voice.language_patterns.signature_phrases];
    for (const item of contents) {
      c.items++;
      if (withinLimit(item.platform, item.text)) c.within++;
      if (cutWithEllipsis(item.text, inputs)) {
        c.cut++;
        example("ellipsis cut", item.text);
      }
      if (findWriterInstruction(item.text) && !findWriterInstruction(profile.samplePosts.join(" "))) {
        c.leaks++;
        example("instruction leak", item.text);
      }
      if (brief.goal.trim().length > PASTED_MIN_LENGTH && goalPasted(item.text, brief.goal)) {
        c.pasted++;
        example("brief pasted", item.text);
      }
      if (brief.context && brief.context.trim().length > PASTED_MIN_LENGTH && goalPasted(item.text, brief.context)) c.contextPasted++;
      const problems = grammarProblems(item.text);
      if (problems.length > 0) {
        c.grammar++;
        example(`grammar: ${problems[0].kind}`, problems[0].sentence);
      }
      if (invalidHashtags(item.platform, item.text) > 0) c.tags++;
      c.score += item.brandConsistency;
      const [opening, closing] = ends(item.text, profile.voice.language_patterns.signature_phrases);
      const key = `${brief.brand}|${item.platform}`;
      itemEnds.push({ key, opening, closing, brief: briefIndex });
      const byKey = endings.get(key) ?? new Map<string, Set<number>>();
      endings.set(key, byKey);
      for (const end of [`o:${opening}`, `c:${closing}`]) byKey.set(end, (byKey.get(end) ?? new Set()).add(briefIndex));
    }
    // The score's pairs: this brief's first variation on one platform (rotating), clean and with each fault.
    const platform: PlatformId = PLATFORM_IDS[briefIndex % PLATFORM_IDS.length];
    const clean = contents.find((item) => item.platform === platform && item.variation === 1);
    if (!clean) continue;
    const context = { platform, goal: brief.goal, additionalContext: brief.context };
    const cleanScore = scoreConsistency(voice, clean.text, context).score;
    for (const fault of FAULTS) {
      const faulty = withFault(fault, clean.text, brief, voice, platform, briefIndex);
      if (faulty === undefined) continue;
      pairs[fault].n++;
      if (cleanScore > scoreConsistency(voice, faulty, context).score) pairs[fault].right++;
    }
  }
  for (const { key, opening, closing, brief } of itemEnds) {
    const byKey = endings.get(key)!;
    const shared = (end: string) => end.length > 2 && [...(byKey.get(end) ?? [])].some((other) => other !== brief);
    if (shared(`o:${opening}`) || shared(`c:${closing}`)) {
      c.repeated++;
      example("repeated opening/closing", `${opening} … ${closing}`);
    }
  }
  const share = (n: number) => n / Math.max(1, c.items);
  const totalPairs = FAULTS.reduce((sum, fault) => sum + pairs[fault].n, 0);
  const totalRight = FAULTS.reduce((sum, fault) => sum + pairs[fault].right, 0);
  return {
    briefs: briefs.length,
    items: c.items,
    withinLimit: share(c.within),
    cutWithEllipsis: share(c.cut),
    instructionLeaks: share(c.leaks),
    briefPasted: share(c.pasted),
    contextPasted: share(c.contextPasted),
    grammarFailures: share(c.grammar),
    invalidHashtagItems: share(c.tags),
    repeatedOpeningsClosings: share(c.repeated),
    meanScore: share(c.score),
    scorePairs: totalPairs,
    scoreRanking: totalRight / Math.max(1, totalPairs),
    scoreRankingByFault: Object.fromEntries(FAULTS.map((fault) => [fault, pairs[fault].right / Math.max(1, pairs[fault].n)])) as Record<Fault, number>,
    examples,
  };
}
