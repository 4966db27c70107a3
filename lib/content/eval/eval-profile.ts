import type { VoiceInput } from "@/lib/schemas/voice";

/** One goal of the evaluation set, as a marketer would type it into /create. */
export type EvalGoal = { goal: string; context?: string };

/**
 * A brand of the fixed evaluation set (`npm run eval:content`) and of the score's fixture. Every
 * text here was written by hand, not by the composer: `samplePosts` as the brand's own past posts,
 * `onVoice` as posts the brand would publish, `offVoice` as posts it would not (wrong tone, another
 * brand's voice, template filler, a post about nothing the brand covers) and `degenerate` as
 * broken text (a phrase repeated, a cut-off fragment) that must score under 0.3.
 */
export type EvalProfile = {
  id: string;
  brandName: string;
  voice: VoiceInput;
  samplePosts: string[];
  goals: EvalGoal[];
  onVoice: string[];
  offVoice: string[];
  degenerate: string[];
};
