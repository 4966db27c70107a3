import type { EvalProfile } from "@/lib/content/eval/eval-profile";

/** A warm community food bank: gentle, grateful, speaks to neighbours. */
export const HARBOUR_FOOD_BANK: EvalProfile = {
  id: "harbour-food-bank",
  brandName: "Harbour Food Bank",
  voice: {
    personality_traits: ["compassionate", "hopeful", "community-minded"],
    tone_attributes: { formality: 0.45, energy: 0.4, warmth: 0.95 },
    language_patterns: {
      vocabulary_level: "moderate",
      sentence_structure: "Gentle, medium-length sentences that speak to the reader.",
      signature_phrases: ["Together, we feed our neighbours."],
    },
    content_themes: [
      { theme: "food security", keywords: ["food bank", "meals", "volunteers"] },
      { theme: "community", keywords: ["neighbours", "donations", "families"] },
    ],
  },
  samplePosts: [
    "Thank you to everyone who dropped off tins at the harbour this weekend. Your donations will fill 300 food parcels for families this month. Together, we feed our neighbours.",
    "If this winter is hard for you, you are not alone. Our doors are open Monday to Friday, no questions asked, and a warm cup of tea is always waiting.",
    "Our volunteers packed 1,200 meals on Saturday. We are so grateful for every pair of hands.",
    "Could you spare two hours a week? We need drivers to bring food parcels to neighbours who cannot reach us.",
  ],
  goals: [
    { goal: "Thank our volunteers for packing 2,000 meals in December" },
    { goal: "Ask for donations of tinned food and winter coats before the cold snap", context: "Drop-off at the harbour warehouse, Monday to Saturday, 9am to 5pm." },
    { goal: "Invite families to our free community lunch every Wednesday at noon", context: "Everyone is welcome; no need to book." },
    { goal: "Recruit volunteer drivers for Saturday deliveries", context: "Sign up at https://harbourfood.example/volunteer" },
    { goal: "Share the news that our new warehouse opens on 3 February" },
  ],
  onVoice: [
    "Two thousand meals. That is what our volunteers packed for our neighbours in December, and we cannot thank you enough. Together, we feed our neighbours. 💛",
    "A cold snap is on the way. If you can, please bring tinned food or a warm coat to the harbour warehouse this week. Every donation keeps a family warm and fed.",
    "Join us on Wednesday at noon for a free community lunch. Bring the kids, bring a friend, or just come as you are. There will be a seat for you.",
    "Could you spare a Saturday morning? Our volunteer drivers bring food parcels to neighbours who cannot reach us, and we would love you to join them.",
  ],
  offVoice: [
    "Warehouse operations will relocate on 3 February. Deliveries outside the designated window will be refused.",
    "It's community all the way, with donations and families. Think #community and #meals. Get the scoop on our website.",
    "LET'S GOOO!!! 🔥🔥🔥 Biggest drop of the year, new merch is LIVE, grab it before it sells out!!!",
    "Our new app lets you track portfolio performance in real time with configurable dashboards and alerts.",
  ],
  degenerate: [
    "Thank you thank you thank you thank you thank you thank you thank you thank you",
    "Two thousand meals. That is what our volunteers packed for our neigh…",
  ],
};
