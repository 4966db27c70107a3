// The demo account `npm run seed` creates: two brands with distinct, complete voice
// profiles, so the dashboard, the composer and the consistency score have something real
// to work on from the first sign-in. Plain data; scripts/seed.ts writes it.

export const DEMO_USER = {
  email: "demo@brandcast.dev",
  password: "brandcast-demo",
  name: "Demo Marketer",
  plan: "pro",
} as const;

export type DemoBrand = {
  name: string;
  website: string;
  voice: {
    personalityTraits: string[];
    formality: number;
    energy: number;
    warmth: number;
    vocabularyLevel: string;
    sentenceStructure: string;
    signaturePhrases: string[];
    contentThemes: Array<{ theme: string; keywords: string[] }>;
    confidenceScore: number;
  };
  drafts: Array<{ content: string; platforms: string[] }>;
};

export const DEMO_BRANDS: DemoBrand[] = [
  {
    name: "Northwind Coffee",
    website: "https://northwind.example",
    voice: {
      personalityTraits: ["warm", "unhurried", "craft-obsessed", "neighbourly", "quietly witty"],
      formality: 0.35,
      energy: 0.4,
      warmth: 0.85,
      vocabularyLevel: "moderate",
      sentenceStructure:
        "Short, relaxed sentences with the occasional longer one that lingers on a sensory detail; speaks directly to 'you'.",
      signaturePhrases: ["Slow down, sip up.", "Roasted on Tuesdays, loved every day.", "Pull up a chair."],
      contentThemes: [
        { theme: "Seasonal roasts", keywords: ["single origin", "tasting notes", "roast day", "harvest", "limited batch"] },
        { theme: "Brewing at home", keywords: ["pour-over", "grind size", "french press", "water temperature", "ratio"] },
        { theme: "Our neighbourhood", keywords: ["regulars", "local bakers", "open mic", "community board", "baristas"] },
      ],
      confidenceScore: 1,
    },
    drafts: [
      {
        content:
          "Our Ethiopian Guji lands Saturday: blueberry, jasmine, a finish like dark honey. Roasted on Tuesdays, loved every day. Pull up a chair.",
        platforms: ["x_twitter", "bluesky"],
      },
      {
        content:
          "Pour-over tip from our baristas: 1 gram of coffee to 16 of water, just off the boil, and a slow spiral pour. Slow down, sip up.",
        platforms: ["linkedin", "bluesky"],
      },
    ],
  },
  {
    name: "Lumen Fitness",
    website: "https://lumen.example",
    voice: {
      personalityTraits: ["energetic", "encouraging", "no-nonsense", "inclusive", "data-curious"],
      formality: 0.25,
      energy: 0.9,
      warmth: 0.7,
      vocabularyLevel: "simple",
      sentenceStructure:
        "Punchy imperative sentences, often three words or fewer, followed by one line of plain-spoken reasoning.",
      signaturePhrases: ["Show up. Light up.", "Progress over perfect.", "Your pace is the right pace."],
      contentThemes: [
        { theme: "Training tips", keywords: ["form", "mobility", "strength", "recovery", "warm-up"] },
        { theme: "Member wins", keywords: ["first pull-up", "personal best", "streak", "milestone", "consistency"] },
        { theme: "Everyday wellbeing", keywords: ["sleep", "hydration", "walking", "stress", "habits"] },
      ],
      confidenceScore: 1,
    },
    drafts: [
      {
        content:
          "Monday reset. Ten minutes of mobility before you lift: hips, shoulders, ankles. Your joints will thank you. Show up. Light up.",
        platforms: ["x_twitter", "linkedin"],
      },
      {
        content:
          "Shout-out to Priya: 60 classes in 90 days and her first unassisted pull-up this morning. Progress over perfect.",
        platforms: ["bluesky", "linkedin", "x_twitter"],
      },
    ],
  },
];
