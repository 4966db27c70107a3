"use client";

import { uploadIdOf, useMedia } from "@/lib/client/media";
import { imageRuleProblem } from "@/lib/platforms/image-rules";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { videoRuleProblem } from "@/lib/platforms/video-rules";
import { videoRuleFactsOf } from "@/lib/client/video-facts-line";

/**
 * What this platform would object to in the image (or video) it will publish, as the server checks on save:
 * an upload breaking its image rules, or no image where it cannot publish text alone. An image
 * hosted elsewhere has no known facts here; the server checks its address.
 */
export function PlatformImageProblem({ id, platform, imageUrl }: { id: string; platform: PlatformId; imageUrl: string }) {
  const rule = platformRule(platform);
  const { data: media } = useMedia(imageUrl ? uploadIdOf(imageUrl) : null);
  let problem: string | null = null;
  if (!imageUrl && rule.requiresMedia) problem = `${rule.label} cannot publish text alone: choose an image for it.`;
  else if (media?.kind === "video") {
    const broken = videoRuleProblem(rule.video, videoRuleFactsOf(media), rule.label);
    if (broken) problem = `${rule.label} refuses this video: ${broken}.`;
  } else if (media) {
    const broken = imageRuleProblem(rule.images, { mimeType: media.mime_type, bytes: media.bytes, width: media.width, height: media.height });
    if (broken) problem = `${rule.label} refuses this image: ${broken}.`;
  }
  if (!problem) return null;
  return (
    <p id={id} data-testid="compose-image-problem" className="text-xs font-medium text-amber-800">
      {problem}
    </p>
  );
}
