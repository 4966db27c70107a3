import type { Caller } from "@/lib/auth/caller";
import { getBrandWithVoiceOrThrow } from "@/lib/brands/get-voice-or-throw";
import { readBestPosts } from "@/lib/content/best-posts/read-best-posts";
import { chooseGenerator } from "@/lib/content/choose-generator";
import { overallConsistency } from "@/lib/content/score/score-consistency";
import { generationNotes } from "@/lib/content/generation-notes";
import { writeContents } from "@/lib/content/write-contents";
import type { PlatformId } from "@/lib/platforms/ids";
import type { GenerateContentInput } from "@/lib/schemas/content";
import { toVoiceOutput } from "@/lib/schemas/voice";
import { refundGeneration, reserveGeneration } from "@/lib/usage/generation-quota";

/**
 * POST /content/generate: `variations` items per platform in the brand's voice, whichever
 * generator wrote them fitted by the same step, each scored against the profile.
 */
export async function generateContent(caller: Caller, input: GenerateContentInput) {
  const { brand, voice: voiceRow } = await getBrandWithVoiceOrThrow(caller, input.brand_id);
  const { brand_id: _brandId, confidence_score: _confidence, created_at: _createdAt, ...voice } = toVoiceOutput(voiceRow);
  const generator = chooseGenerator();
  const platforms = input.platforms as PlatformId[];
  // Read in the caller's workspace and the brand only: another workspace's posts are never examples.
  const bestPosts = input.use_best_posts ? await readBestPosts(caller.workspaceId, brand.id, platforms) : [];

  await reserveGeneration(caller);
  let contents;
  try {
    contents = await writeContents(generator, {
      brandName: brand.name,
      voice,
      platforms,
      goal: input.goal.trim(),
      contentType: input.content_type,
      additionalContext: input.additional_context?.trim() || undefined,
      variations: input.variations,
      bestPosts,
    });
  } catch (error) {
    // A failed generation does not count against the month's quota.
    await refundGeneration(caller);
    throw error;
  }

  return {
    contents: contents.map(({ notes: _notes, note: _note, ...item }) => item),
    overallBrandConsistency: overallConsistency(contents.map((item) => item.brandConsistency)),
    generator: generator.name,
    examples_used: bestPosts.map((post) => ({ post_id: post.postId, platform: post.platform, engagement_rate: post.engagementRate })),
    notes: generationNotes({ goal: input.goal.trim(), context: input.additional_context?.trim() ?? "", contentType: input.content_type, platforms, contents }),
  };
}

