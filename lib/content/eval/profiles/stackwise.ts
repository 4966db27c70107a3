import type { EvalProfile } from "@/lib/content/eval/eval-profile";

/** A developer-tools company: precise, technical, matter-of-fact. */
export const STACKWISE: EvalProfile = {
  id: "stackwise",
  brandName: "Stackwise",
  voice: {
    personality_traits: ["precise", "technical", "pragmatic"],
    tone_attributes: { formality: 0.65, energy: 0.45, warmth: 0.3 },
    language_patterns: {
      vocabulary_level: "advanced",
      sentence_structure: "Clear, information-dense sentences; numbers over adjectives.",
      signature_phrases: ["Ship with confidence."],
    },
    content_themes: [
      { theme: "developer productivity", keywords: ["CI pipelines", "build times", "code review"] },
      { theme: "observability", keywords: ["tracing", "dashboards", "alerts"] },
    ],
  },
  samplePosts: [
    "Build caching now works across branches. Teams on monorepos see median CI pipelines finish 35% faster. Ship with confidence.",
    "Distributed tracing for queue consumers is generally available. Every message now carries its trace context from producer to handler.",
    "We analysed 1.2 million CI runs: 6% of failures came from tests that pass on retry. Flaky tests are a productivity tax, not a nuisance.",
    "Dashboards can now be defined as code and reviewed like any other change.",
  ],
  goals: [
    { goal: "Launch incremental builds that cut CI times by 40%", context: "Available today on every plan." },
    { goal: "Invite engineering leads to our webinar on tracing microservices on 12 June", context: "Register at https://stackwise.example/webinar" },
    { goal: "Explain why flaky tests slow teams down and how our test insights find them" },
    { goal: "Announce SOC 2 Type II compliance" },
    { goal: "Share the case study of how Loop Fintech halved deploy times", context: "https://stackwise.example/customers/loop" },
  ],
  onVoice: [
    "Incremental builds are live on every plan. Only the targets affected by a change are rebuilt, which cuts median CI time by 40% in our benchmarks. Ship with confidence.",
    "On 12 June our engineers will walk through tracing across 40 microservices: sampling strategies, context propagation and the dashboards that matter. Registration: https://stackwise.example/webinar",
    "A flaky test costs more than a rerun. It erodes trust in the pipeline and slows code review. Test insights flags tests whose outcome changes without a code change.",
    "Loop Fintech moved 120 services to Stackwise pipelines and halved deploy times in a quarter. The full case study covers caching, parallelism and alerts.",
  ],
  offVoice: [
    "Hiii besties!!! 💖💖 Our builds are like, SO fast now, you're gonna love it, yay!!! 🎉",
    "It's observability all the way, with tracing and dashboards. Think #tracing and #alerts. Get the scoop on our website.",
    "Thank you, neighbours! Your kindness and warm hugs made our bake sale the best one yet. We love you all! 💛",
    "Our new seasonal menu features roasted squash soup and a spiced apple crumble.",
  ],
  degenerate: [
    "Ship it ship it ship it ship it ship it ship it ship it ship it",
    "Incremental builds are live on every plan. Only the targets affected by a ch…",
  ],
};
