import { describe, expect, it } from "vitest";
import { localComposer } from "@/lib/content/compose/local-composer";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { HARBOUR_FOOD_BANK } from "@/lib/content/eval/profiles/harbour-food-bank";
import { NORTHBRIDGE_BANK } from "@/lib/content/eval/profiles/northbridge-bank";
import { BARE_VOICE } from "@/lib/testing/bare-voice";
import type { VoiceInput } from "@/lib/schemas/voice";
import { overallConsistency, scoreConsistency } from "@/lib/content/score/score-consistency";
import { CONSISTENCY_WEIGHTS } from "@/lib/content/score/weights";

const BANK_ON =
  "We are pleased to announce our new fixed-rate savings account. This reflects our commitment to financial security, particularly retirement planning and transparency. Further details are available at every branch. Your future, secured.";
const SNACKS_ON =
  "Snack o'clock! 🎉 Say hello to our new chili lime chips! It's all crunch and big flavour, so grab your friends and party! Crunch responsibly! 🔥";
const NONPROFIT_ON =
  "Thank you, neighbours. Because of your donations, our food bank served 2,000 meals to families this month. Would you join our volunteers this winter? Together, we feed our neighbours. 💛";

/** Each profile's on-voice text, and texts written in the other two voices. */
const CASES: [string, VoiceInput, string, string[]][] = [
  ["formal bank", NORTHBRIDGE_BANK.voice, BANK_ON, [SNACKS_ON, NONPROFIT_ON]],
  ["playful snack brand", CRUNCHOS.voice, SNACKS_ON, [BANK_ON, NONPROFIT_ON]],
  ["warm nonprofit", HARBOUR_FOOD_BANK.voice, NONPROFIT_ON, [BANK_ON, SNACKS_ON]],
];

const MARGIN = 0.15;

describe("scoreConsistency", () => {
  it.each(CASES)("scores on-voice text above off-voice text for a %s, by a clear margin", (_, voice, onVoice, offVoice) => {
    const on = scoreConsistency(voice, onVoice).score;
    for (const text of offVoice) expect(on - scoreConsistency(voice, text).score).toBeGreaterThan(MARGIN);
  });

  it("scores the local composer's posts for a profile above its posts for another profile", async () => {
    const profiles = [NORTHBRIDGE_BANK.voice, CRUNCHOS.voice, HARBOUR_FOOD_BANK.voice];
    const postsFor = async (voice: VoiceInput) =>
      (
        await localComposer.generate({
          brandName: "Brand",
          voice,
          platforms: ["facebook", "linkedin", "instagram", "x_twitter"],
          goal: "Announce our winter programme",
          contentType: "social_post",
          variations: 3,
        })
      ).map((draft) => draft.text);
    const posts = await Promise.all(profiles.map(postsFor));
    const mean = (voice: VoiceInput, texts: string[]) => overallConsistency(texts.map((text) => scoreConsistency(voice, text).score));
    profiles.forEach((voice, own) => {
      profiles.forEach((_, other) => {
        if (other !== own) expect(mean(voice, posts[own])).toBeGreaterThan(mean(voice, posts[other]) + 0.05);
      });
    });
  });

  it("separates on-voice from off-voice by tone alone when both use the same keywords", () => {
    const formal = "We are pleased to offer savings with fixed rates and complete transparency. Further details are available on request.";
    const casual = "OMG savings!!! Fixed rates?! Total transparency, yay! 🎉🔥 Grab yours now!";
    const formalScore = scoreConsistency(NORTHBRIDGE_BANK.voice, formal);
    const casualScore = scoreConsistency(NORTHBRIDGE_BANK.voice, casual);
    expect(formalScore.parts.keywords).toBe(casualScore.parts.keywords);
    expect(formalScore.score - casualScore.score).toBeGreaterThan(MARGIN);
    // And the other way round for the playful voice.
    expect(scoreConsistency(CRUNCHOS.voice, casual).score).toBeGreaterThan(scoreConsistency(CRUNCHOS.voice, formal).score);
  });

  it("rewards each part separately", () => {
    const base = "We are announcing a programme today.";
    expect(scoreConsistency(NORTHBRIDGE_BANK.voice, `${base} It concerns savings and mortgages.`).parts.keywords).toBeGreaterThan(
      scoreConsistency(NORTHBRIDGE_BANK.voice, base).parts.keywords,
    );
    expect(scoreConsistency(NORTHBRIDGE_BANK.voice, `${base} Your future, secured.`).parts.signaturePhrases).toBe(1);
    expect(scoreConsistency(NORTHBRIDGE_BANK.voice, base).parts.signaturePhrases).toBe(0);
    expect(scoreConsistency(CRUNCHOS.voice, "Wow!!! Huge news, yay! 🎉🔥").parts.energy).toBeGreaterThan(
      scoreConsistency(CRUNCHOS.voice, "An update is available on our website.").parts.energy,
    );
    expect(scoreConsistency(HARBOUR_FOOD_BANK.voice, "Thank you, friends. We are so grateful for you and your support.").parts.warmth).toBeGreaterThan(
      scoreConsistency(HARBOUR_FOOD_BANK.voice, "The facility operates daily.").parts.warmth,
    );
  });

  it("matches keywords as words, also inside hashtags, not as parts of other words", () => {
    expect(scoreConsistency(CRUNCHOS.voice, "Look at #ChipsAndDip and our #crunch").parts.keywords).toBeGreaterThan(0);
    expect(scoreConsistency(CRUNCHOS.voice, "Microchipset partying").parts.keywords).toBe(0);
  });

  it("is deterministic and keeps every part and the score within 0..1", () => {
    const texts = ["", "😀😀😀", "日本語の文章です。", BANK_ON, SNACKS_ON, "!!!!!!!!", "a ".repeat(5000)];
    for (const voice of [NORTHBRIDGE_BANK.voice, CRUNCHOS.voice, HARBOUR_FOOD_BANK.voice, BARE_VOICE]) {
      for (const text of texts) {
        const result = scoreConsistency(voice, text);
        expect(scoreConsistency(voice, text)).toEqual(result);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(1);
        for (const value of Object.values(result.parts)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("leaves out parts a profile cannot be measured on", () => {
    const { parts } = scoreConsistency(BARE_VOICE, BANK_ON);
    expect(Object.keys(parts).sort()).toEqual(["energy", "formality", "quality", "vocabulary", "warmth"]);
  });

  it("documents weights that sum to 1", () => {
    const total = Object.values(CONSISTENCY_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    expect(total).toBeCloseTo(1, 10);
  });
});

describe("overallConsistency", () => {
  it("is the mean rounded to 3 decimals, 0 for no items", () => {
    expect(overallConsistency([0.8, 0.7, 0.75])).toBe(0.75);
    expect(overallConsistency([0.1234, 0.1235])).toBe(0.123);
    expect(overallConsistency([])).toBe(0);
  });
});
