import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { voiceInputSchema } from "@/lib/schemas/voice";
import { COMMUNITY_NONPROFIT, FINANCIAL_ADVISOR, SNACK_BRAND } from "@/lib/content/extract/brand-corpora.fixture";
import { confidenceScore } from "@/lib/content/extract/confidence";
import { NoSampleTextError } from "@/lib/content/extract/errors";
import { extractVoiceLocally, type LocalExtraction } from "@/lib/content/extract/local-extractor";
import { isStopWord } from "@/lib/content/text/stop-words";

const advisor = await extractVoiceLocally(FINANCIAL_ADVISOR);
const snack = await extractVoiceLocally(SNACK_BRAND);
const nonprofit = await extractVoiceLocally(COMMUNITY_NONPROFIT);

const keywordsOf = (result: LocalExtraction) => result.voice.content_themes.flatMap((t) => [t.theme, ...t.keywords]).join(" ");

describe("extractVoiceLocally on three contrasting brands", () => {
  it("produces profiles the voice schema accepts", async () => {
    for (const result of [advisor, snack, nonprofit]) {
      expect(voiceInputSchema.parse(result.voice)).toEqual(result.voice);
      expect(result.confidenceScore).toBeGreaterThan(0);
      expect(result.confidenceScore).toBeLessThan(1);
    }
  });

  it("orders tone as a reader would", async () => {
    const [a, s, n] = [advisor, snack, nonprofit].map((r) => r.voice.tone_attributes);
    expect(s.energy).toBeGreaterThan(a.energy + 0.4);
    expect(s.energy).toBeGreaterThan(n.energy);
    expect(a.formality).toBeGreaterThan(s.formality + 0.4);
    expect(a.formality).toBeGreaterThan(n.formality);
    expect(n.warmth).toBeGreaterThanOrEqual(0.8);
    expect(n.warmth).toBeGreaterThan(a.warmth);
    expect(n.warmth).toBeGreaterThan(s.warmth);
  });

  it("derives traits, vocabulary level and sentence structure from the style", async () => {
    expect(advisor.voice.personality_traits).toEqual(expect.arrayContaining(["professional", "knowledgeable"]));
    expect(snack.voice.personality_traits).toEqual(expect.arrayContaining(["enthusiastic", "casual", "playful"]));
    expect(nonprofit.voice.personality_traits).toEqual(expect.arrayContaining(["friendly", "caring"]));

    expect(advisor.voice.language_patterns.vocabulary_level).toBe("advanced");
    expect(snack.voice.language_patterns.vocabulary_level).toBe("simple");

    expect(snack.voice.language_patterns.sentence_structure).toMatch(/^short, punchy sentences;.*frequent exclamations/);
    expect(snack.voice.language_patterns.sentence_structure).toContain("emoji used often");
    expect(advisor.voice.language_patterns.sentence_structure).toContain("no contractions");
    expect(nonprofit.voice.language_patterns.sentence_structure).toContain("addresses the reader directly");
  });

  it("finds the obvious theme words by TF-IDF", async () => {
    expect(keywordsOf(advisor)).toMatch(/portfolio/);
    expect(keywordsOf(advisor)).toMatch(/retirement/);
    expect(keywordsOf(advisor)).toMatch(/tax/);
    expect(keywordsOf(snack)).toMatch(/chips/);
    expect(keywordsOf(snack)).toMatch(/crunchy/);
    expect(keywordsOf(snack)).toMatch(/Spicy Mango/);
    expect(keywordsOf(nonprofit)).toMatch(/community/);
    expect(keywordsOf(nonprofit)).toMatch(/neighbors/);
    expect(keywordsOf(nonprofit)).toMatch(/volunteers/);
    for (const result of [advisor, snack, nonprofit]) {
      expect(result.voice.content_themes.length).toBeGreaterThanOrEqual(1);
      expect(result.voice.content_themes.length).toBeLessThanOrEqual(5);
    }
    // Theme names are a top term or a recurring pair of them.
    expect(advisor.voice.content_themes[0].theme).toBe("portfolio review");
  });

  it("detects phrases that recur across posts", async () => {
    expect(snack.voice.language_patterns.signature_phrases).toEqual(expect.arrayContaining(["#StayCrunchy", "Grab a bag", "Spicy Mango"]));
    expect(advisor.voice.language_patterns.signature_phrases).toEqual(expect.arrayContaining(["portfolio review", "Past performance is not indicative"]));
    expect(nonprofit.voice.language_patterns.signature_phrases).toEqual(expect.arrayContaining(["Thank you", "Our community"]));
    for (const phrase of snack.voice.language_patterns.signature_phrases) {
      const words = phrase.split(" ").length;
      expect(words).toBeLessThanOrEqual(5);
      expect(SNACK_BRAND.filter((post) => post.toLowerCase().includes(phrase.toLowerCase())).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("ignores a phrase that only one post uses", async () => {
    const result = await extractVoiceLocally([
      "Fresh bread every morning, baked with care.",
      "Fresh bread every morning, baked with care.",
      "Our unique sourdough starter is older than the shop itself.",
    ]);
    expect(result.voice.language_patterns.signature_phrases).toContain("Fresh bread every morning");
    expect(result.voice.language_patterns.signature_phrases.join(" ")).not.toMatch(/sourdough starter/);
  });

  it("is deterministic", async () => {
    expect(await extractVoiceLocally(SNACK_BRAND)).toEqual(snack);
    expect(await extractVoiceLocally([...FINANCIAL_ADVISOR])).toEqual(advisor);
  });
});

const ECO = [
  "Small steps make a big difference. Swap one plastic bottle for a refillable one this week and the planet will thank you.",
  "Our customers' favourites this month: the bamboo toothbrush and the refillable water bottle. Small steps, big difference!",
  "Your favorites are back in stock! Refillable bottles, bamboo toothbrushes and beeswax wraps, all plastic-free.",
  "Every small step counts. Last year our community kept 40,000 plastic bottles out of landfill. That's a difference you can see.",
  "Plastic-free living doesn't have to be hard. Start with the bathroom: bamboo toothbrushes and shampoo bars are easy wins for the planet.",
  "Beeswax wraps keep your sandwiches fresh without cling film. A small step for your kitchen, a big one for the planet.",
];
const eco = (await extractVoiceLocally(ECO)).voice.content_themes;

describe("themes", () => {
  const words = (themes: typeof eco) => themes.flatMap((theme) => [theme.theme, ...theme.keywords]);

  it("names themes with the short phrases the brand repeats, not single counted words", async () => {
    expect(eco.map((theme) => theme.theme)).toEqual(expect.arrayContaining([expect.stringMatching(/^small steps?$/), "plastic bottle"]));
    const coffee = (await extractVoiceLocally([
      "Our single-origin coffee from Huila tastes of red apple. Brew it your way.",
      "This month's single-origin coffee comes from Sidama, Ethiopia: blueberry and jasmine.",
      "Every single-origin coffee we roast names its farm on the bag.",
    ])).voice.content_themes;
    expect(coffee[0].theme).toBe("single-origin coffee");
  });

  it("never repeats a theme's own words among its keywords", async () => {
    for (const theme of eco) {
      const nameWords = theme.theme.toLowerCase().split(/[\s-]+/);
      for (const keyword of theme.keywords) expect(nameWords).not.toContain(keyword.toLowerCase());
    }
  });

  it("merges plurals and British/American spellings, keeping the brand's own spelling", async () => {
    const all = words(eco).map((word) => word.toLowerCase());
    expect(all.filter((word) => /^favou?rites?$/.test(word))).toHaveLength(all.some((word) => /^favou?rites?$/.test(word)) ? 1 : 0);
    expect(all.filter((word) => /^small steps?$/.test(word))).toHaveLength(1);
    const british = (await extractVoiceLocally([
      "Thank you to our neighbours for every donation this winter.",
      "Our neighbours packed 300 parcels. Every donation counts.",
      "Neighbours helping neighbours: that is what our harbour is about.",
    ])).voice.content_themes;
    expect(words(british).join(" ")).toMatch(/neighbours/);
    expect(words(british).join(" ")).not.toMatch(/neighbors/);
  });

  it("never makes a stop word or a word without a topic a theme or keyword", async () => {
    const result = (await extractVoiceLocally([
      "Tag a friend! We are so excited for the things we have planned this year, and you will love it.",
      "Tag a friend who loves it as much as we do. This is the one thing you need this week.",
      "We have got something for everyone, and the best is yet to come. Tag someone!",
    ])).voice.content_themes;
    for (const word of words(result)) {
      for (const part of word.toLowerCase().split(/[\s-]+/)) expect(isStopWord(part)).toBe(false);
    }
  });
});

describe("confidence_score", () => {
  it("grows with the amount of text and the number of samples", async () => {
    const one = (await extractVoiceLocally(SNACK_BRAND.slice(0, 1))).confidenceScore;
    const three = (await extractVoiceLocally(SNACK_BRAND.slice(0, 3))).confidenceScore;
    const all = (await extractVoiceLocally(SNACK_BRAND)).confidenceScore;
    const twice = (await extractVoiceLocally([...SNACK_BRAND, ...COMMUNITY_NONPROFIT, ...FINANCIAL_ADVISOR])).confidenceScore;
    expect(one).toBeLessThan(three);
    expect(three).toBeLessThan(all);
    expect(all).toBeLessThan(twice);
  });

  it("is monotone and saturating", async () => {
    let previous = -1;
    for (const words of [0, 10, 50, 100, 500, 1_000, 5_000, 50_000]) {
      for (const samples of [1, 2, 5, 20]) {
        expect(confidenceScore(words, samples)).toBeGreaterThanOrEqual(confidenceScore(words, Math.max(1, samples - 1)));
      }
      const score = confidenceScore(words, 5);
      expect(score).toBeGreaterThanOrEqual(previous);
      expect(score).toBeLessThanOrEqual(0.95);
      previous = score;
    }
    expect(confidenceScore(0, 3)).toBe(0);
    expect(confidenceScore(50_000, 50)).toBeGreaterThan(0.9);
  });
});

describe("edge cases", () => {
  it.each([[[]], [[""]], [["   ", "\n\t"]], [["🎉🎉 !!!", "..."]]])("rejects input without words: %j", async (texts) => {
    const error = await extractVoiceLocally(texts).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoSampleTextError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });

  it("copes with text in other languages and scripts", async () => {
    const result = await extractVoiceLocally([
      "Nous sommes très heureux de vous accueillir dans notre boulangerie. Le pain frais est prêt chaque matin !",
      "Unser Brot wird jeden Morgen frisch gebacken. Besuchen Sie unsere Bäckerei!",
      "我们的面包每天早上新鲜出炉。欢迎光临！",
      "Пекарня открыта каждый день. Свежий хлеб каждое утро!",
      "مخبزنا مفتوح كل يوم. خبز طازج كل صباح!",
    ]);
    expect(voiceInputSchema.parse(result.voice)).toEqual(result.voice);
    expect(result.confidenceScore).toBeGreaterThan(0);
  });

  it("keeps within the schema's limits on long, repetitive input", async () => {
    const post = (i: number) =>
      `Post ${i}: our signature blend ${i % 7} of premium coffee beans, roasted daily for you! Try the seasonal latte number ${i % 11} today.`;
    const result = await extractVoiceLocally(Array.from({ length: 300 }, (_, i) => post(i)));
    expect(voiceInputSchema.parse(result.voice)).toEqual(result.voice);
    expect(result.voice.language_patterns.signature_phrases.length).toBeLessThanOrEqual(30);
  });
});
