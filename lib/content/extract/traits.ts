import type { VocabularyLevel } from "@/lib/content/extract/language-patterns";
import type { StyleFeatures } from "@/lib/content/extract/style-features";
import type { Tone } from "@/lib/content/extract/tone";

const HIGH = 0.65;
const LOW = 0.35;

/** Personality adjectives read off the tone and style; always at least one. */
export function deriveTraits(tone: Tone, vocabulary: VocabularyLevel, f: StyleFeatures): string[] {
  const traits: string[] = [];
  const add = (condition: boolean, trait: string) => {
    if (condition) traits.push(trait);
  };
  add(tone.formality >= HIGH, "professional");
  add(tone.formality >= 0.8, "authoritative");
  add(tone.formality <= LOW, "casual");
  add(tone.energy >= HIGH, "enthusiastic");
  add(tone.energy <= LOW, "calm");
  add(tone.warmth >= HIGH, "friendly");
  add(tone.warmth >= 0.8, "caring");
  add(tone.warmth <= 0.3, "matter-of-fact");
  add(tone.formality <= LOW && tone.energy >= HIGH, "playful");
  add(tone.formality >= HIGH && tone.energy <= 0.45, "measured");
  add(tone.formality >= 0.55 && tone.warmth >= 0.55, "trustworthy");
  add(tone.energy >= HIGH && tone.warmth >= 0.55, "upbeat");
  add(tone.warmth >= HIGH && f.inclusiveRate >= 0.05, "community-minded");
  add(vocabulary === "advanced", "knowledgeable");
  add(vocabulary === "simple" && tone.formality < HIGH, "approachable");
  add(f.questionShare >= 0.15, "curious");
  if (traits.length === 0) traits.push("balanced");
  return traits;
}
