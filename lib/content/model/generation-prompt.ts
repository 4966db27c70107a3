import type { GenerationRequest } from "@/lib/content/types";
import { platformRule } from "@/lib/platforms/registry";

/** The whole voice profile, the goal, the context and each platform's conventions and limit. */
export function generationMessages(request: GenerationRequest) {
  const { voice } = request;
  const themes = voice.content_themes.map((theme) => `- ${theme.theme}: ${theme.keywords.join(", ") || "(no keywords)"}`);
  const platforms = request.platforms.map((id) => {
    const rule = platformRule(id);
    const tags = rule.maxHashtags === 0 ? "no hashtags" : `at most ${rule.maxHashtags} hashtag(s), placed ${rule.hashtagPlacement === "end" ? "at the end" : "inline"}`;
    return `- ${id} (${rule.label}): at most ${rule.limit} ${rule.countUnit}, hashtags included; ${tags}; ${rule.linksClickable ? "links are clickable" : "links are not clickable"}. ${rule.styleNote}`;
  });

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
    "Platforms, with their limits and conventions:",
    ...platforms,
    "",
    "Answer with JSON only: {\"items\": [{\"platform\", \"variation\", \"text\", \"hashtags\"}]}.",
    `Write exactly ${request.variations} variation(s) for each platform, numbered from 1; variations must differ in opening and structure.`,
    "`text` is the complete post as published, with its hashtags; `hashtags` lists them without '#'. Stay within each limit.",
  ].join("\n");

  const user = [
    `Content type: ${request.contentType}`,
    `Goal: ${request.goal}`,
    request.additionalContext ? `Additional context: ${request.additionalContext}` : "",
  ]
    .filter(Boolean)
    .join("\n");

  return [
    { role: "system" as const, content: system },
    { role: "user" as const, content: user },
  ];
}
