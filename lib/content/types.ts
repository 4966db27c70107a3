import type { PlatformId } from "@/lib/platforms/ids";
import type { VoiceInput } from "@/lib/schemas/voice";

/** What POST /content/generate asks for, after the brand and its voice profile are loaded. */
export type GenerationRequest = {
  brandName: string;
  voice: VoiceInput;
  platforms: PlatformId[];
  goal: string;
  contentType: string;
  additionalContext?: string;
  /** 1..5: how many different texts to write per platform. */
  variations: number;
  /**
   * The brand's best-performing published posts (lib/content/best-posts), best first: examples in
   * the model's prompt, and the hashtags that worked for the local composer. Empty or absent: none.
   */
  bestPosts?: { platform: PlatformId; text: string; engagementRate: number }[];
};

/**
 * A generator's raw output for one platform and variation: body text (possibly with inline
 * #tags) plus the hashtags it suggests. Not yet fitted: `fitDraft` turns it into GeneratedContent.
 */
export type DraftItem = {
  platform: PlatformId;
  /** 1-based. */
  variation: number;
  text: string;
  hashtags: string[];
  /**
   * For a thread (content_type "thread", lib/content/thread/): the parts as the model wrote them,
   * in order; `text` is then their join. Absent: `text` is the whole draft.
   */
  parts?: string[];
  /** What a generator repaired in its source's answer, said in the answer's `notes`. */
  notes?: string[];
  /** Why this draft is not the generator's own (a model's text replaced by the composer's): reported in the response's `notes`. */
  note?: string;
};

/** One item of `data.contents` (docs/spec.md): the complete post as it would be published. */
export type GeneratedContent = {
  platform: PlatformId;
  /** Hashtags included. */
  text: string;
  /** Exactly the tags present in `text`, without '#'. */
  hashtags: string[];
  /** The platform's own count of `text`; never above its limit. */
  characterCount: number;
  /**
   * Only when a thread was asked for (content_type "thread"): the replies after `text`, in order,
   * each within the limit; `[]` on a platform that publishes no thread (lib/content/thread/).
   */
  thread?: string[];
};

/**
 * Writes drafts: the deterministic local composer, or a model-backed generator. Both feed the same
 * fitting step, so platform rules are enforced in one place whatever wrote the text.
 */
export interface ContentGenerator {
  readonly name: "local-composer" | "model";
  /** `variations` drafts per platform: platform by platform as requested, variations 1..n. */
  generate(request: GenerationRequest): Promise<DraftItem[]>;
}
