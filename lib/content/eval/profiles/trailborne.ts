import type { EvalProfile } from "@/lib/content/eval/eval-profile";

/** An outdoor gear brand: casual, energetic, plain words, repair over replace. */
export const TRAILBORNE: EvalProfile = {
  id: "trailborne",
  brandName: "Trailborne",
  voice: {
    personality_traits: ["adventurous", "down-to-earth", "energetic"],
    tone_attributes: { formality: 0.3, energy: 0.7, warmth: 0.55 },
    language_patterns: {
      vocabulary_level: "simple",
      sentence_structure: "Short, active sentences. The odd exclamation.",
      signature_phrases: ["See you on the trail."],
    },
    content_themes: [
      { theme: "trail running", keywords: ["trail shoes", "ultramarathon", "mountains"] },
      { theme: "repair over replace", keywords: ["repairs", "recycled fabric", "lifetime warranty"] },
    ],
  },
  samplePosts: [
    "Muddy, wet, grinning. That's how Sunday's group run ended. See you on the trail.",
    "Torn your jacket? Bring it in. We fix zips, seams and holes for free, because the greenest jacket is the one you already own.",
    "Our new trail shoes grip wet rock like it's dry. Tested on the fells all winter!",
    "Your first ultramarathon is mostly about eating. Practise fuelling on long runs, not on race day.",
  ],
  goals: [
    { goal: "Launch the Ridge 3 trail shoe with a recycled upper", context: "In shops and online from 1 April." },
    { goal: "Promote free jacket repairs at all our shops during October" },
    { goal: "Invite runners to the sunrise group run on Sunday at 6am from the Bridge Street shop" },
    { goal: "Share tips for running your first ultramarathon" },
    { goal: "Announce the spring sale: 30% off rain jackets until 31 March", context: "Online at https://trailborne.example/sale and in every shop." },
  ],
  onVoice: [
    "Meet the Ridge 3! Grippy on wet rock, light on the climbs, and the upper is made from recycled fabric. In shops from 1 April. See you on the trail.",
    "Ripped your jacket on a bramble? Bring it in during October and we'll repair it for free. Repairs beat replacing, every time.",
    "Sunrise run, Sunday, 6am, from the Bridge Street shop. All paces welcome. Coffee after!",
    "First ultramarathon? Walk the hills, eat early and often, and break in your trail shoes before race day. The mountains will wait for you.",
  ],
  offVoice: [
    "Trailborne Limited hereby gives notice that the aforementioned footwear product shall be made available for purchase commencing 1 April.",
    "It's trail running all the way, with mountains and repairs. Think #mountains and #repairs. Get the scoop on our website.",
    "We are grateful for your continued trust in our wealth management services and our fiduciary advisers.",
    "Our new dental hygienist is taking appointments for children's check-ups on weekday afternoons.",
  ],
  degenerate: [
    "Run run run run run run run run run run run run run run",
    "Meet the Ridge 3! Grippy on wet rock, light on the cl…",
  ],
};
