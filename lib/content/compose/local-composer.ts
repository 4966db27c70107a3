import type { ContentGenerator, DraftItem, GenerationRequest } from "@/lib/content/types";
import { composeDraft } from "@/lib/content/compose/compose-draft";
import { nextTurn } from "@/lib/content/next-turn";

/** Reseeds allowed when a variation comes out identical to an earlier one of the same platform. */
const MAX_ATTEMPTS = 6;

/**
 * The generator used when no model is configured: deterministic, offline, built from the voice
 * profile, the goal, the context and each platform's house style. Its drafts go through the same
 * `fitDraft` as a model's.
 */
export const localComposer: ContentGenerator = {
  name: "local-composer",
  async generate(request: GenerationRequest): Promise<DraftItem[]> {
    const drafts: DraftItem[] = [];
    for (const platform of request.platforms) {
      const seen = new Set<string>();
      for (let variation = 1; variation <= request.variations; variation++) {
        if (drafts.length > 0) await nextTurn();
        let draft = composeDraft(request, platform, variation);
        for (let attempt = 1; seen.has(draft.text) && attempt < MAX_ATTEMPTS; attempt++) {
          draft = composeDraft(request, platform, variation, attempt);
        }
        seen.add(draft.text);
        drafts.push(draft);
      }
    }
    return drafts;
  },
};
