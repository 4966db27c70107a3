import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import type { DraftItem, GenerationRequest } from "../types";
import { tagAsWords } from "../fit/hashtags";
import { joinList } from "./english";
import { readGoal } from "./goal-reading";
import { hashtagCandidates, weaveHashtags } from "./hashtag-picks";
import { CALLS, IMPERSONAL_CALLS, IMPERSONAL_VISIT_CALLS } from "./phrases/calls-to-action";
import { CONTEXT_LEADS, ENERGETIC_EMOJI, TRAIT_LINES, WARM_CLOSERS, WARM_EMOJI } from "./phrases/extras";
import { GOAL_LINES } from "./phrases/goal-lines";
import { HOOKS } from "./phrases/hooks";
import { render } from "./phrases/render";
import { THEME_LINES, THEME_LINES_WITH_KEYWORDS } from "./phrases/theme-lines";
import { PLATFORM_SHAPES, type PlatformShape, type Segment } from "./platform-shapes";
import { cyclic, hashString, seededRandom } from "./seeded-random";
import { styleFromVoice, type Style } from "./tone-style";
import { cleanUserText } from "./user-text";
import { rotatingSlice, usablePhrases, usableThemes, usableTraits } from "./voice-words";

/**
 * One draft for one platform and variation. Every choice is a rotation: a base drawn from a seed
 * (a hash of the request, the platform and `attempt`) plus the variation's index, so the same
 * request always gives the same text and neighbouring variations take different templates.
 * `attempt` > 0 reseeds, for the rare case where two variations still come out the same.
 */
export function composeDraft(request: GenerationRequest, platform: PlatformId, variation: number, attempt = 0): DraftItem {
  const style = styleFromVoice(request.voice);
  const shape = PLATFORM_SHAPES[platform];
  const seed = hashString(
    JSON.stringify([request.brandName, request.voice, request.goal, request.contentType, request.additionalContext ?? "", platform, attempt]),
  );
  const random = seededRandom(seed);
  const index = variation - 1;
  // One base per choice, drawn in a fixed order; each rotates with the variation.
  const at = <T>(items: readonly T[]) => cyclic(items, random.int(997) + index);
  const structureIndex = random.int(997) + index;
  const structure = cyclic(shape.structures, structureIndex);
  // Goal lines shift once per full turn of structures, so variation 4 differs from variation 1.
  const goalLineIndex = random.int(997) + index + Math.floor(index / shape.structures.length);

  const mark = (exclaim: boolean) => (exclaim ? "!" : ".");
  const say = (template: string, values: Record<string, string>, exclaim = false) => render(template, values, style, mark(exclaim));
  const brand = cleanUserText(request.brandName, 40);
  const goal = readGoal(cleanUserText(request.goal, shape.goalGraphemes));

  const themes = usableThemes(request.voice);
  const themeIndex = random.int(997) + index;
  const theme = themes.length > 0 ? cyclic(themes, themeIndex) : undefined;
  const keywords = theme ? rotatingSlice(theme.keywords, random.int(997) + index, style.brief ? 1 : 2) : [];
  const traits = usableTraits(request.voice);
  const phrases = usablePhrases(request.voice);
  const context = request.additionalContext ? cleanUserText(request.additionalContext, shape.contextGraphemes) : "";

  const segments: Partial<Record<Segment, string>> = {
    hook: say(at(HOOKS[style.register]), { brand }, style.exclamations >= 1),
    goal: say(cyclic(GOAL_LINES[goal.intent][style.register], goalLineIndex), { x: goal.phrase, brand }, style.exclamations === 2),
    cta: say(at(callsFor(shape, style, platform)), { brand }, style.exclamations === 2),
  };
  if (theme) {
    const lines = keywords.length > 0 ? THEME_LINES_WITH_KEYWORDS : THEME_LINES;
    segments.theme = say(at(lines[style.register]), { theme: theme.theme, kws: joinList(keywords) });
  }
  if (context) segments.context = say(at(CONTEXT_LEADS[style.register]), { x: context });
  // The brand's own words: passed as a value so no contraction or word swap touches them.
  if (phrases.length > 0) segments.signature = say("{x}{.}", { x: at(phrases) });
  if (traits.length > 0 && !style.brief) {
    segments.traits = say(at(TRAIT_LINES[style.register]), { traits: joinList(rotatingSlice(traits, random.int(997) + index, 3)) });
  }
  if (style.warm) segments.closer = say(at(WARM_CLOSERS[style.register]), {});
  addEmoji(segments, structure, Math.min(style.emoji, shape.maxEmoji), style, at);

  const rule = platformRule(platform);
  const tags = rule.hashtagPlacement === "none" ? [] : hashtagCandidates(request.voice, themeIndex % Math.max(1, themes.length));
  const tagCount = Math.min(shape.hashtags, rule.maxHashtags);
  const tagRoom = tags.slice(0, tagCount).map((tag) => ` #${tag}`).join("") + (rule.hashtagPlacement === "end" ? "\n" : "");
  const fits = (text: string) => rule.count(text + tagRoom) <= rule.limit;
  const body = assemble(structure, chooseSegments(segments, structure, shape, fits), shape.layout);
  const chosenTags = mentionedFirst(tags, body).slice(0, tagCount);

  if (rule.hashtagPlacement === "inline") {
    const { body: woven, rest } = weaveHashtags(body, chosenTags);
    return { platform, variation, text: woven, hashtags: rest };
  }
  return { platform, variation, text: body, hashtags: chosenTags };
}

/** Tags whose words the post actually uses go first (stable otherwise): they are what it is about. */
function mentionedFirst(tags: readonly string[], body: string): string[] {
  const lower = body.toLowerCase();
  const mentioned = (tag: string) => lower.includes(tagAsWords(tag).toLowerCase());
  return [...tags.filter(mentioned), ...tags.filter((tag) => !mentioned(tag))];
}

function callsFor(shape: PlatformShape, style: Style, platform: PlatformId): readonly string[] {
  if (!style.secondPerson) return platform === "google_business" ? IMPERSONAL_VISIT_CALLS : IMPERSONAL_CALLS;
  return shape.calls.flatMap((kind) => CALLS[kind][style.register]);
}

/** Emoji go after the post's first sentence and, with a second one, after the call to action. */
function addEmoji(
  segments: Partial<Record<Segment, string>>,
  structure: readonly (readonly Segment[])[],
  count: number,
  style: Style,
  at: <T>(items: readonly T[]) => T,
) {
  if (count === 0) return;
  const first = structure.flat().find((segment) => segments[segment]);
  const mood = style.warm ? WARM_EMOJI : ENERGETIC_EMOJI;
  if (first) segments[first] += ` ${at(mood)}`;
  if (count >= 2 && segments.cta && first !== "cta") segments.cta += ` ${at(mood === WARM_EMOJI ? ENERGETIC_EMOJI : WARM_EMOJI)}`;
}

/**
 * The segments of `structure` to use: by the shape's priority, each one that still fits the limit
 * (with room for the tags) joins; the goal always does. Composing to size keeps the call to action
 * instead of leaving fitting to cut the end off.
 */
function chooseSegments(
  segments: Partial<Record<Segment, string>>,
  structure: readonly (readonly Segment[])[],
  shape: PlatformShape,
  fits: (text: string) => boolean,
): Partial<Record<Segment, string>> {
  const inStructure = new Set(structure.flat());
  const chosen: Partial<Record<Segment, string>> = {};
  for (const segment of shape.priority) {
    const text = segments[segment];
    if (!text || !inStructure.has(segment)) continue;
    const trial = { ...chosen, [segment]: text };
    if (segment === "goal" || fits(assemble(structure, trial, shape.layout))) chosen[segment] = text;
  }
  return chosen;
}

function assemble(structure: readonly (readonly Segment[])[], chosen: Partial<Record<Segment, string>>, layout: PlatformShape["layout"]): string {
  const paragraphs = structure
    .map((paragraph) => paragraph.map((segment) => chosen[segment]).filter(Boolean).join(" "))
    .filter(Boolean);
  return paragraphs.join(layout === "paragraphs" ? "\n\n" : " ");
}
