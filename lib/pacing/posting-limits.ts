import { blueskyPostingLimits } from "@/lib/platforms/bluesky/posting-limits";
import { facebookPostingLimits } from "@/lib/platforms/facebook/posting-limits";
import { googleBusinessPostingLimits } from "@/lib/platforms/google-business/posting-limits";
import type { PlatformId } from "@/lib/platforms/ids";
import { instagramPostingLimits } from "@/lib/platforms/instagram/posting-limits";
import { linkedinPostingLimits } from "@/lib/platforms/linkedin/posting-limits";
import { threadsPostingLimits } from "@/lib/platforms/threads/posting-limits";
import { tiktokPostingLimits } from "@/lib/platforms/tiktok/posting-limits";
import { xPostingLimits } from "@/lib/platforms/x-twitter/posting-limits";
import type { PostingLimit } from "@/lib/pacing/posting-limit";

/**
 * Each platform's per-account posting limits, by platform (each from its own folder, as the
 * registry holds every other platform fact). A platform missing here is a compile error.
 */
export const POSTING_LIMITS = {
  facebook: facebookPostingLimits,
  instagram: instagramPostingLimits,
  x_twitter: xPostingLimits,
  linkedin: linkedinPostingLimits,
  google_business: googleBusinessPostingLimits,
  bluesky: blueskyPostingLimits,
  tiktok: tiktokPostingLimits,
  threads: threadsPostingLimits,
} satisfies Record<PlatformId, readonly PostingLimit[]>;

export function postingLimitsOf(platform: PlatformId): readonly PostingLimit[] {
  return POSTING_LIMITS[platform];
}
