import type { EvalProfile } from "@/lib/content/eval/eval-profile";

/** A specialty coffee roaster: friendly, curious, knows its beans. */
export const RIDGELINE_COFFEE: EvalProfile = {
  id: "ridgeline-coffee",
  brandName: "Ridgeline Coffee",
  voice: {
    personality_traits: ["curious", "friendly", "down-to-earth"],
    tone_attributes: { formality: 0.4, energy: 0.55, warmth: 0.7 },
    language_patterns: {
      vocabulary_level: "moderate",
      sentence_structure: "Friendly medium-length sentences with the odd question.",
      signature_phrases: ["Brew it your way."],
    },
    content_themes: [
      { theme: "single-origin coffee", keywords: ["Colombia", "Ethiopia", "tasting notes"] },
      { theme: "home brewing", keywords: ["pour-over", "grind size", "espresso"] },
    ],
  },
  samplePosts: [
    "This week's roast comes from a family farm in Sidama, Ethiopia: think blueberry, jasmine and a clean, bright finish. Brew it your way.",
    "Pour-over tasting sour? Try a finer grind and a slightly longer pour. Small changes, big difference.",
    "Our Mill Street café now serves oat, almond and whole milk at no extra charge. See you for a flat white?",
    "Every bag we sell carries the name of the farm that grew it. We think you should know where your coffee comes from.",
  ],
  goals: [
    { goal: "Announce the new single-origin coffee from Huila and invite people to the free tasting on Saturday at 10am", context: "Notes of red apple, panela and milk chocolate. At our Mill Street café." },
    { goal: "Teach people how to dial in grind size for pour-over" },
    { goal: "Promote our coffee subscription with 15% off the first bag", context: "https://ridgeline.example/subscribe" },
    { goal: "Announce that the café on Mill Street is now open on Sundays", context: "Sundays 9am to 3pm, from this weekend." },
    { goal: "Celebrate five years of roasting with our farm partners in Ethiopia" },
  ],
  onVoice: [
    "New on the shelf: a single-origin coffee from Huila, Colombia, with notes of red apple, panela and milk chocolate. Come and taste it with us on Saturday at 10am at Mill Street. The tasting is free!",
    "Pour-over tasting thin or sour? Go a little finer on the grind size and watch the draw-down time. Aim for about three minutes. Brew it your way.",
    "Good news for slow Sundays: our Mill Street café is now open 9am to 3pm. Flat white and a pastry, anyone?",
    "Five years ago we roasted our first bag from Yirgacheffe. Today we still buy from the same Ethiopian farms, and their tasting notes still surprise us. Here's to the next five.",
  ],
  offVoice: [
    "Pursuant to our revised operating schedule, the premises shall remain open on Sundays. Customers are advised to consult the published timetable.",
    "It's single-origin coffee all the way, with Colombia and espresso. Think #Colombia and #espresso. Get the scoop on our website.",
    "OMG!!! 🚀🚀🚀 CRAZY DEAL ALERT!!! 15% OFF EVERYTHING, GO GO GO!!! 🔥🔥🔥",
    "Our fleet of refrigerated trucks now serves twelve regional distribution centres with next-day delivery.",
  ],
  degenerate: [
    "Coffee coffee coffee coffee coffee coffee coffee coffee coffee coffee",
    "Announce the new single-origin coffee from Huila and invite people to the free…",
  ],
};
