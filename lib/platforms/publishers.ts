import { blueskyPublisher } from "@/lib/platforms/bluesky/publisher";
import { facebookPublisher } from "@/lib/platforms/facebook/publisher";
import { googleBusinessPublisher } from "@/lib/platforms/google-business/publisher";
import type { PlatformId } from "@/lib/platforms/ids";
import { instagramPublisher } from "@/lib/platforms/instagram/publisher";
import { linkedinPublisher } from "@/lib/platforms/linkedin/publisher";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { threadsPublisher } from "@/lib/platforms/threads/publisher";
import { tiktokPublisher } from "@/lib/platforms/tiktok/publisher";
import { xTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";

/**
 * Each platform's publisher (lib/platforms/<platform>/publisher.ts). SERVER ONLY: publishers
 * carry API clients the browser must never download, so this map is kept apart from the
 * registry that components import (eslint.config.mjs forbids it in components/). Not a field
 * of Platform either: publishers need the registry (labels for their messages), so a registry
 * that loaded them, even lazily, would be an import cycle.
 */
export const PUBLISHERS = {
  facebook: facebookPublisher,
  instagram: instagramPublisher,
  x_twitter: xTwitterPublisher,
  linkedin: linkedinPublisher,
  google_business: googleBusinessPublisher,
  bluesky: blueskyPublisher,
  tiktok: tiktokPublisher,
  threads: threadsPublisher,
} satisfies Record<PlatformId, Publisher>;
