import type { EvalProfile } from "@/lib/content/eval/eval-profile";

/** A formal, reserved bank with an advanced vocabulary. */
export const NORTHBRIDGE_BANK: EvalProfile = {
  id: "northbridge-bank",
  brandName: "Northbridge Bank",
  voice: {
    personality_traits: ["trustworthy", "prudent", "knowledgeable"],
    tone_attributes: { formality: 0.85, energy: 0.2, warmth: 0.35 },
    language_patterns: {
      vocabulary_level: "advanced",
      sentence_structure: "Long, complete sentences without slang or exclamations.",
      signature_phrases: ["Your future, secured."],
    },
    content_themes: [
      { theme: "financial security", keywords: ["savings", "fixed rates", "retirement planning"] },
      { theme: "responsible lending", keywords: ["mortgages", "transparency", "affordability"] },
    ],
  },
  samplePosts: [
    "Interest rates on our fixed-term savings accounts have been revised with effect from 1 April. Existing customers will receive written confirmation of their new rate. Your future, secured.",
    "Planning for retirement is most effective when it begins early. Our advisers offer a complimentary review of pension contributions and long-term savings at every branch.",
    "We believe that responsible lending requires complete transparency. Every mortgage offer we issue sets out the total cost of borrowing in plain terms before any commitment is made.",
    "Please note that our telephone banking service will be unavailable between 01:00 and 04:00 on Sunday while essential maintenance is carried out.",
  ],
  goals: [
    { goal: "Announce our new fixed-rate savings account", context: "Available from 1 March in every branch. The rate is fixed for two years." },
    { goal: "Invite customers to a free retirement planning seminar on 14 May at the Leeds branch", context: "Places are limited; booking at https://northbridge.example/seminars" },
    { goal: "Explain how our mortgage affordability check works and encourage first-time buyers to book an appointment" },
    { goal: "Remind customers that our branches close at 1pm on 24 December", context: "Online and telephone banking remain available throughout the holiday period." },
    { goal: "Celebrate our 150th anniversary and thank customers for their trust" },
  ],
  onVoice: [
    "We are pleased to introduce a new fixed-rate savings account, available in every branch from 1 March. The rate is guaranteed for two years, providing certainty for those planning ahead. Your future, secured.",
    "Retirement planning rewards early preparation. On 14 May our advisers will host a complimentary seminar at the Leeds branch covering pension contributions, savings and tax allowances. Places are limited.",
    "Before any mortgage offer is issued, our affordability assessment considers income, regular commitments and a range of interest-rate scenarios. This ensures complete transparency for first-time buyers. Appointments may be arranged at any branch.",
    "For one hundred and fifty years, Northbridge Bank has provided prudent stewardship of our customers' savings. We are grateful for the trust placed in us across generations, and we remain committed to responsible lending.",
  ],
  offVoice: [
    "OMG you guys!!! 🎉🎉 Our savings account is SO good, grab yours now before it's gone lol 🔥🔥",
    "It's savings all the way, with mortgages and transparency. Think #savings and #mortgages. Get the scoop on our website.",
    "Hey friends! 💛 We're throwing a cupcake party at the park this weekend, bring the kids and your dog, it's gonna be awesome!",
    "Huge news!!! New mortgage deals just dropped 🚀 Who's ready?! Tag a friend who needs a house lol",
  ],
  degenerate: [
    "Too long Too long Too long Too long Too long Too long Too long Too long Too long Too long…",
    "We are pleased to announce our new fixed-rate sav…",
  ],
};
