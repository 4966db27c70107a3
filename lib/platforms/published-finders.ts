import { findPublishedOnBluesky } from "@/lib/platforms/bluesky/find-published";
import { findPublishedOnFacebook } from "@/lib/platforms/facebook/find-published";
import { findPublishedOnGoogleBusiness } from "@/lib/platforms/google-business/find-published";
import type { PlatformId } from "@/lib/platforms/ids";
import { findPublishedOnInstagram } from "@/lib/platforms/instagram/find-published";
import { findPublishedOnLinkedIn } from "@/lib/platforms/linkedin/find-published";
import type { PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { findPublishedOnThreads } from "@/lib/platforms/threads/find-published";
import { findPublishedOnTikTok } from "@/lib/platforms/tiktok/find-published";
import { findPublishedOnX } from "@/lib/platforms/x-twitter/find-published";

/**
 * Each platform's "find what we may have published" step (lib/platforms/<platform>/find-published.ts),
 * for a delivery whose outcome is unknown. SERVER ONLY, kept apart from the registry for the
 * reasons lib/platforms/publishers.ts gives.
 */
export const PUBLISHED_FINDERS = {
  facebook: findPublishedOnFacebook,
  instagram: findPublishedOnInstagram,
  x_twitter: findPublishedOnX,
  linkedin: findPublishedOnLinkedIn,
  google_business: findPublishedOnGoogleBusiness,
  bluesky: findPublishedOnBluesky,
  tiktok: findPublishedOnTikTok,
  threads: findPublishedOnThreads,
} satisfies Record<PlatformId, PublishedFinder>;
