import type { EvalProfile } from "@/lib/content/eval/eval-profile";

/** A loud, playful snack brand: short bursts, exclamations, emoji. */
export const CRUNCHOS: EvalProfile = {
  id: "crunchos",
  brandName: "Crunchos",
  voice: {
    personality_traits: ["playful", "bold", "cheeky"],
    tone_attributes: { formality: 0.1, energy: 0.95, warmth: 0.7 },
    language_patterns: {
      vocabulary_level: "simple",
      sentence_structure: "Short bursts, lots of exclamations.",
      signature_phrases: ["Crunch responsibly!", "Snack o'clock"],
    },
    content_themes: [
      { theme: "snack time", keywords: ["crunch", "flavour", "chips"] },
      { theme: "game night", keywords: ["party", "friends"] },
    ],
  },
  samplePosts: [
    "Snack o'clock is ANY o'clock 😎 Sea salt or sour cream? Wrong answers only 👇",
    "We heard you. Cheese & onion is BACK and crunchier than ever! 🧀🔥 Crunch responsibly!",
    "Game night squad: who brings the chips and who hogs the bowl? Tag them 😂",
    "New bag, who dis? 👀 Our party pack just got bigger. Same crunch, way more friends.",
    "Monday called. We answered with chips. 🙌",
  ],
  goals: [
    { goal: "Launch our new chili lime chips this Friday", context: "Spicy, tangy, limited edition." },
    { goal: "Run a giveaway: tag a friend to win a year of chips", context: "Entries close Sunday at midnight." },
    { goal: "Promote the party pack for game night" },
    { goal: "Ask fans to vote for the next flavour", context: "Voting is open at https://crunchos.example/vote until 30 June" },
    { goal: "Celebrate 100k followers" },
  ],
  onVoice: [
    "Chili lime chips land FRIDAY! 🌶️🍋 Spicy, tangy, gone before you know it. Crunch responsibly!",
    "Giveaway time!!! Tag your snack buddy and you could both win a YEAR of chips 🎉 Entries close Sunday!",
    "Game night sorted! Grab the party pack, call your friends, fight over the last chip. Snack o'clock!",
    "100k of you?! WOW. Thanks for every crunch, every flavour vote and every empty bag 🙌",
  ],
  offVoice: [
    "We are pleased to inform our valued customers that a new chili lime product will be available from Friday. Further details are available on request.",
    "It's favorites all the way, with tag and favorites. Think #steps and #difference.",
    "Our quarterly report shows a 4% increase in operating margin, driven by procurement efficiencies in the packaging division.",
    "Thank you for being part of our community. We are grateful for your continued support and wish you a peaceful week.",
  ],
  degenerate: [
    "Chips chips chips chips chips chips chips chips chips chips chips chips",
    "Chili lime chips land FRIDAY! Spicy, tangy, gone bef…",
  ],
};
