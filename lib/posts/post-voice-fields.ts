import { db } from "@/lib/db/client";
import { mentions } from "@/lib/content/score/coverage";
import { scoreConsistency } from "@/lib/content/score/score-consistency";
import { toVoiceOutput, type VoiceInput } from "@/lib/schemas/voice";

/** What a post records about its brand's voice (docs/analytics.md, "Voice against performance"). */
export type PostVoiceFields = { contentTheme: string | null; consistencyScore: number | null };

const UNSCORED: PostVoiceFields = { contentTheme: null, consistencyScore: null };

/**
 * How much of a post is scored. The scorer is linear in the text, and runs inside the request
 * that saves the post: a 63,000-character Facebook post took ~110 ms of the event loop on a busy
 * 2-core machine, 3,000 characters ~13 ms. The voice shows in a post's opening; a longer post's
 * rest does not change its theme or band in any way a marketer would act on.
 */
export const SCORED_CHARACTERS = 4_000;

/**
 * The post's content theme and brand-consistency score, computed once when the post is written
 * (created, edited, duplicated) so analytics never scores at read time: the theme is the one of
 * the brand's voice profile whose name or keywords the text mentions most (the first in the
 * profile's order on a tie), null when it mentions none; the score is the scorer the generator
 * uses (lib/content/score). Both null without a brand or a voice profile. `content` is scored
 * (its first SCORED_CHARACTERS): per-platform versions are the same message fitted to a platform.
 */
export async function postVoiceFields(brandId: string | null | undefined, content: string): Promise<PostVoiceFields> {
  if (!brandId) return UNSCORED;
  const row = await db().brandVoice.findUnique({ where: { brandId } });
  if (!row) return UNSCORED;
  return voiceFieldsOf(toVoiceOutput(row), content);
}

/** The theme and score of `content`'s first SCORED_CHARACTERS against `voice`. */
export function voiceFieldsOf(voice: VoiceInput, content: string): PostVoiceFields {
  const scored = content.slice(0, SCORED_CHARACTERS);
  return { contentTheme: bestTheme(voice, scored), consistencyScore: scoreConsistency(voice, scored).score };
}

/** The theme with the most of its terms (its name and keywords) mentioned in `text`; null for none. */
export function bestTheme(voice: Pick<VoiceInput, "content_themes">, text: string): string | null {
  let best: { theme: string; hits: number } | null = null;
  for (const { theme, keywords } of voice.content_themes) {
    const hits = [theme, ...keywords].filter((term) => mentions(text, term)).length;
    if (hits > 0 && (best === null || hits > best.hits)) best = { theme, hits };
  }
  return best?.theme ?? null;
}
