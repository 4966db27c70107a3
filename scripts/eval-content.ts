/**
 * `npm run eval:content`: the fixed evaluation set (lib/content/eval/: six brands × five goals ×
 * eight platforms, three variations each) through the same steps as POST /content/generate,
 * printed as figures with their targets (docs/content.md, "Evaluating generated content"). The local
 * composer always; the configured model too when OPENAI_BASE_URL or OPENAI_API_KEY is set, and with
 * `--model` the model through the development and held-out brief sets as well.
 * Exits non-zero when a target is missed.
 */
import { localComposer } from "@/lib/content/compose/local-composer";
import { evaluateGenerator, evaluateScore, FILLING_PLATFORMS_TEXT, type GeneratorFigures } from "@/lib/content/eval/run-eval";
import { EVAL_TARGETS, missedTargets } from "@/lib/content/eval/targets";
import { BRIEF_TARGETS, missedBriefTargets } from "@/lib/content/eval/brief-targets";
import { DEVELOPMENT_BRIEFS } from "@/lib/content/eval/briefs/development";
import { HELD_OUT_BRIEFS } from "@/lib/content/eval/briefs/held-out";
import { evaluateBriefSet, type BriefSetFigures } from "@/lib/content/eval/run-brief-eval";
import type { ContentGenerator } from "@/lib/content/types";
import type { ModelConfig } from "@/lib/content/model/model-config";
import { modelGenerator } from "@/lib/content/model/model-generator";

/** The model settings of lib/env/server-env.ts, read directly: the evaluation needs no database or secret. */
function modelFromEnvironment(): ModelConfig | null {
  const { OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: apiKey, OPENAI_MODEL: model, OPENAI_TIMEOUT_MS: timeout } = process.env;
  if (!baseURL && !apiKey) return null;
  // A local model writing 40 posts in one answer can take minutes: a longer default than the server's.
  return { baseURL, apiKey: apiKey ?? "no-key-needed", model: model ?? "gpt-4o-mini", timeoutMs: Number(timeout ?? 300_000) };
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

function printGenerator(name: string, figures: GeneratorFigures) {
  console.log(`\n${name}: ${figures.items} items`);
  const rows: [string, string, string][] = [
    ["items within the limit", percent(figures.withinLimit), `= ${percent(EVAL_TARGETS.withinLimit)}`],
    ["items cut with an ellipsis", percent(figures.cutWithEllipsis), `<= ${percent(EVAL_TARGETS.cutWithEllipsis)}`],
    ["items with a repeated 3-gram", percent(figures.repeated3gram), `<= ${percent(EVAL_TARGETS.repeated3gram)}`],
    ["goal pasted verbatim (LCS > 60% of the goal)", percent(figures.goalPasted), `<= ${percent(EVAL_TARGETS.goalPasted)}`],
    ["items with an invalid hashtag", percent(figures.invalidHashtagItems), `<= ${percent(EVAL_TARGETS.invalidHashtagItems)}`],
    [`${FILLING_PLATFORMS_TEXT}: share of the limit used`, percent(figures.shortPlatformFill), `>= ${percent(EVAL_TARGETS.shortPlatformFill)}`],
    ["mean brand consistency", figures.meanScore.toFixed(3), ""],
  ];
  for (const [label, value, target] of rows) console.log(`  ${label.padEnd(46)} ${value.padStart(7)}   target ${target}`);
  return missedTargets(figures);
}

/** Both brief sets side by side with the gap (held-out minus development); targets judged on the held-out set. */
async function printBriefSets(name: string, generator: ContentGenerator, variations: number): Promise<string[]> {
  const dev = await evaluateBriefSet(generator, DEVELOPMENT_BRIEFS, variations);
  const held = await evaluateBriefSet(generator, HELD_OUT_BRIEFS, variations);
  console.log(`\n${name}, brief sets: development ${dev.briefs} briefs (${dev.items} items), held-out ${held.briefs} briefs (${held.items} items)`);
  console.log(`  ${"".padEnd(46)} ${"dev".padStart(7)} ${"held-out".padStart(9)} ${"gap".padStart(7)}   target (held-out)`);
  const rows: [string, (f: BriefSetFigures) => number, string][] = [
    ["items within the limit", (f) => f.withinLimit, `= ${percent(BRIEF_TARGETS.withinLimit)}`],
    ["items cut with an ellipsis", (f) => f.cutWithEllipsis, `= ${percent(BRIEF_TARGETS.cutWithEllipsis)}`],
    ["items with a writer's instruction", (f) => f.instructionLeaks, `= ${percent(BRIEF_TARGETS.instructionLeaks)}`],
    ["brief pasted (> 60% of a goal > 40 chars)", (f) => f.briefPasted, `< ${percent(BRIEF_TARGETS.briefPasted)}`],
    ["context pasted (> 60% of a context > 40 chars)", (f) => f.contextPasted, "(reported)"],
    ["items failing the grammar check", (f) => f.grammarFailures, `= ${percent(BRIEF_TARGETS.grammarFailures)}`],
    ["brand's opening/closing repeated across briefs", (f) => f.repeatedOpeningsClosings, `< ${percent(BRIEF_TARGETS.repeatedOpeningsClosings)}`],
    ["items with an invalid hashtag", (f) => f.invalidHashtagItems, "(reported)"],
    [`score: clean above one-fault text`, (f) => f.scoreRanking, `>= ${percent(BRIEF_TARGETS.scoreRanking)}`],
  ];
  for (const [label, get, target] of rows) {
    const gap = get(held) - get(dev);
    console.log(`  ${label.padEnd(46)} ${percent(get(dev)).padStart(7)} ${percent(get(held)).padStart(9)} ${`${gap >= 0 ? "+" : ""}${(100 * gap).toFixed(1)}`.padStart(7)}   ${target}`);
  }
  for (const fault of Object.keys(held.scoreRankingByFault) as (keyof BriefSetFigures["scoreRankingByFault"])[]) {
    console.log(`    score pairs, ${fault.padEnd(32)} ${percent(dev.scoreRankingByFault[fault]).padStart(7)} ${percent(held.scoreRankingByFault[fault]).padStart(9)}`);
  }
  console.log(`  mean brand consistency${"".padEnd(24)} ${dev.meanScore.toFixed(3).padStart(7)} ${held.meanScore.toFixed(3).padStart(9)}`);
  // Examples to tune on come from the development set; the held-out set's only when asked for by name.
  if (process.argv.includes("--examples")) for (const { kind, text } of dev.examples) console.log(`  development ${kind}: ${JSON.stringify(text)}`);
  if (process.argv.includes("--held-out-examples")) for (const { kind, text } of held.examples) console.log(`  held-out ${kind}: ${JSON.stringify(text)}`);
  return missedBriefTargets(held).map((missed) => `${name}, held-out: ${missed}`);
}

async function main() {
  const missed: string[] = [];
  const score = evaluateScore();
  console.log("brand consistency score, hand-written fixture (6 brands)");
  console.log(`  on-voice above off-voice, same brand        ${percent(score.pairAccuracy).padStart(7)}   of ${score.pairs} pairs, target >= ${percent(EVAL_TARGETS.pairAccuracy)}`);
  console.log(`  on-voice above other brands' on-voice       ${percent(score.crossBrandAccuracy).padStart(7)}   of ${score.crossBrandPairs} pairs`);
  console.log(`  highest score of a degenerate text          ${score.worstDegenerate.toFixed(3).padStart(7)}   target < ${EVAL_TARGETS.degenerateBelow}`);
  if (score.pairAccuracy < EVAL_TARGETS.pairAccuracy) missed.push("pair accuracy");
  if (score.worstDegenerate >= EVAL_TARGETS.degenerateBelow) missed.push("degenerate text score");

  missed.push(...printGenerator("local composer", await evaluateGenerator(localComposer)).map((m) => `local composer: ${m}`));
  // Issue 21's brief-set targets are reported, not yet gating: the composer has not been changed
  // for them yet, and the held-out set must first show today's figures (docs/content.md).
  const briefSetMisses = await printBriefSets("local composer", localComposer, 3);
  const config = modelFromEnvironment();
  const modelAsked = process.argv.includes("--model");
  if (config) {
    const name = `model ${config.model} at ${config.baseURL ?? "api.openai.com"}`;
    missed.push(...printGenerator(name, await evaluateGenerator(modelGenerator(config), 1)).map((m) => `model: ${m}`));
    // `--model`: the model through the same brief sets as the composer, one variation per platform (a local model is slow).
    if (modelAsked) briefSetMisses.push(...(await printBriefSets(name, modelGenerator(config), 1)));
  } else if (modelAsked) {
    console.log("\nmodel: --model needs OPENAI_BASE_URL (and OPENAI_MODEL) pointing at an OpenAI-compatible endpoint (docs/content.md)");
    missed.push("model: not configured");
  } else {
    console.log("\nmodel: not configured (set OPENAI_BASE_URL, and OPENAI_MODEL, to evaluate one)");
  }
  if (briefSetMisses.length > 0) console.log(`\nbrief-set targets (issue 21, reported, not gating yet) missed: ${briefSetMisses.join("; ")}`);
  console.log(missed.length === 0 ? "\nall targets met" : `\ntargets missed: ${missed.join("; ")}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

void main();
