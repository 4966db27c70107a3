"use client";

import { uploadIdOf, useMedia } from "@/lib/client/media";
import { imageRuleProblem } from "@/lib/platforms/image-rules";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { videoRuleProblem } from "@/lib/platforms/video-rules";
import { videoRuleFactsOf } from "@/lib/client/video-facts-line";

/**
 * What this platform would object to in the images (or video) it will publish, as the server
 * checks on save: an upload breaking its image rules (each image named when there are several),
 * or no image where it cannot publish text alone. An image hosted elsewhere has no known facts
 * here; the server checks its address.
 */
export function PlatformImageProblem({ id, platform, imageUrls }: { id: string; platform: PlatformId; imageUrls: string[] }) {
  const rule = platformRule(platform);
  if (imageUrls.length === 0) {
    return rule.requiresMedia ? <Problem id={id}>{rule.label} cannot publish text alone: choose an image for it.</Problem> : null;
  }
  return (
    <div id={id} className="space-y-1">
      {imageUrls.map((url, index) => (
        <OneImageProblem key={url} platform={platform} imageUrl={url} which={imageUrls.length > 1 ? `image ${index + 1}` : null} />
      ))}
    </div>
  );
}

function OneImageProblem({ platform, imageUrl, which }: { platform: PlatformId; imageUrl: string; which: string | null }) {
  const rule = platformRule(platform);
  const { data: media } = useMedia(uploadIdOf(imageUrl));
  let problem: string | null = null;
  if (media?.kind === "video") {
    const broken = videoRuleProblem(rule.video, videoRuleFactsOf(media), rule.label);
    if (broken) problem = `${rule.label} refuses this video: ${broken}.`;
  } else if (media) {
    const broken = imageRuleProblem(rule.images, { mimeType: media.mime_type, bytes: media.bytes, width: media.width, height: media.height });
    if (broken) problem = `${rule.label} refuses ${which ?? "this image"}: ${broken}.`;
  }
  return problem ? <Problem>{problem}</Problem> : null;
}

function Problem({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p id={id} data-testid="compose-image-problem" className="text-xs font-medium text-amber-800">
      {children}
    </p>
  );
}
