import { bluesky } from "@/lib/platforms/bluesky/platform";
import type { PlatformShape } from "@/lib/platforms/compose-shape";
import { facebook } from "@/lib/platforms/facebook/platform";
import { googleBusiness } from "@/lib/platforms/google-business/platform";
import type { PlatformId } from "@/lib/platforms/ids";
import { instagram } from "@/lib/platforms/instagram/platform";
import { linkedin } from "@/lib/platforms/linkedin/platform";
import type { Platform } from "@/lib/platforms/platform";
import { threads } from "@/lib/platforms/threads/platform";
import { tiktok } from "@/lib/platforms/tiktok/platform";
import { xTwitter } from "@/lib/platforms/x-twitter/platform";

/**
 * The one registry (docs/platforms.md): each platform is one folder, lib/platforms/<platform>/,
 * and one line here. A platform missing here, or missing a fact there, is a compile error.
 * Safe in the browser; publishers are server code and live in lib/platforms/publishers.ts.
 */
export const PLATFORMS = {
  facebook,
  instagram,
  x_twitter: xTwitter,
  linkedin,
  google_business: googleBusiness,
  bluesky,
  tiktok,
  threads,
} satisfies Record<PlatformId, Platform>;

export function platformRule(id: PlatformId): Platform {
  return PLATFORMS[id];
}

/** In PLATFORM_IDS order. */
export const ALL_PLATFORM_RULES: readonly Platform[] = Object.values(PLATFORMS);

/** Each platform's house style as the local composer's choices, by platform. */
export const PLATFORM_SHAPES = Object.fromEntries(ALL_PLATFORM_RULES.map((platform) => [platform.id, platform.compose])) as Record<
  PlatformId,
  PlatformShape
>;

/** The platforms a new post starts with, in registry order: those preselected "always", and when generating those preselected "generating" too. */
export function preselectedPlatforms(generating: boolean): PlatformId[] {
  return ALL_PLATFORM_RULES.filter((platform) => platform.preselected === "always" || (generating && platform.preselected === "generating")).map((platform) => platform.id);
}

/**
 * The two platforms the API's documentation names in its examples (versions keyed by platform,
 * a post's platform): the ones a generated post starts with, so the examples show what the
 * dashboard does.
 */
export const EXAMPLE_PLATFORMS = preselectedPlatforms(true) as [PlatformId, PlatformId];
