import type { GenerationRequest } from "@/lib/content/types";
import { platformGuidance } from "@/lib/content/model/platform-guidance";
import { readBrief } from "@/lib/content/brief/read-brief";
import { platformRule } from "@/lib/platforms/registry";
import { threadInstructions } from "@/lib/content/model/thread-prompt";
import { isThreadRequest } from "@/lib/content/thread/thread-request";

/** Sample posts shown as examples: enough to hear the voice, not so many that they crowd the prompt. */
const MAX_EXAMPLES = 8;
const MAX_EXAMPLE_LENGTH = 600;

/**
 * The whole voice profile with the brand's own posts as examples, the goal, the context and each
 * platform's limit and house style (platform-guidance.ts).
 */
export function generationMessages(request: GenerationRequest) {
  const { voice } = request;
  const themes = voice.content_themes.map((theme) => `- ${theme.theme}: ${theme.keywords.join(", ") || "(no keywords)"}`);
  const platforms = request.platforms.map(platformGuidance);
  // The brand's own best performers, with where and how well they did: what worked, not only how it sounds.
  const best = (request.bestPosts ?? []).map(
    (post, k) => `Best post ${k + 1} (${platformRule(post.platform).label}, engagement rate ${(post.engagementRate * 100).toFixed(1)}%):\n${post.text}`,
  );
  const examples = (voice.sample_posts ?? []).slice(0, MAX_EXAMPLES).map((post, k) => `Example ${k + 1}:\n${post.length > MAX_EXAMPLE_LENGTH ? `${post.slice(0, MAX_EXAMPLE_LENGTH)} [...]` : post}`);

  const system = [
    `You write social media posts for the brand "${request.brandName}", in its voice.`,
    "Voice profile:",
    `- Personality traits: ${voice.personality_traits.join(", ") || "(none given)"}`,
    `- Tone (0 = low, 1 = high): formality ${voice.tone_attributes.formality}, energy ${voice.tone_attributes.energy}, warmth ${voice.tone_attributes.warmth}`,
    `- Vocabulary level: ${voice.language_patterns.vocabulary_level}`,
    `- Sentence structure: ${voice.language_patterns.sentence_structure}`,
    `- Signature phrases (use where natural): ${voice.language_patterns.signature_phrases.join(" | ") || "(none)"}`,
    "- Content themes and keywords:",
    ...(themes.length > 0 ? themes : ["- (none given)"]),
    "",
    ...(examples.length > 0
      ? ["Posts the brand has published (match their voice, rhythm and vocabulary; do not copy them):", ...examples, ""]
      : []),
    ...(best.length > 0
      ? ["The brand's best-performing published posts, by engagement (learn what made them work: subject, hook, length, call to action; do not copy them):", ...best, ""]
      : []),
    "Platforms, with their limits and conventions:",
    ...platforms,
    "",
    ...(isThreadRequest(request.contentType)
      ? threadInstructions(request)
      : [
          "Answer with JSON only: {\"items\": [{\"platform\", \"variation\", \"text\", \"hashtags\"}]}.",
          `Write exactly ${request.variations} variation(s) for each platform, numbered from 1; variations must differ in opening and structure.`,
          "`text` is the complete post as published, with its hashtags; `hashtags` lists them without '#'. Stay within each limit.",
        ]),
    "The goal is an instruction to you, not text to post: turn it into what the brand would say and ask, in its own words, never repeating the goal verbatim.",
    "Write whole sentences; never end with an ellipsis or a sentence cut short. Hashtags come from the themes and keywords (no filler words, no duplicates).",
    "Use a link from the goal or context where it helps; never point to a website or page that was not given.",
  ].join("\n");

  // The same structured brief the composer writes from: the news without the writer's instructions, which steer the model instead.
  const brief = readBrief(request.goal, request.additionalContext ?? "");
  const user = [
    `Content type: ${request.contentType}`,
    `Goal: ${request.goal}`,
    request.additionalContext ? `Additional context: ${request.additionalContext}` : "",
    "The brief, as read (say the news in your own words; follow the instructions, never write them into the post):",
    brief.goal ? `- What the post says: ${brief.goal}` : "",
    brief.context ? `- Facts from the context: ${brief.context}` : "",
    brief.audience ? `- For: ${brief.audience}` : "",
    brief.instructions.length > 0 ? `- Instructions to you: ${brief.instructions.map((instruction) => `${instruction.kind}: ${instruction.text}`).join("; ")}` : "",
    brief.facts.links.length + brief.facts.numbers.length > 0 ? `- Keep exactly as given: ${[...brief.facts.links, ...brief.facts.numbers].join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");

  return [
    { role: "system" as const, content: system },
    { role: "user" as const, content: user },
  ];
}
