import { bluesky } from "./bluesky";
import { facebook } from "./facebook";
import { googleBusiness } from "./google-business";
import type { PlatformId } from "./ids";
import { instagram } from "./instagram";
import { linkedin } from "./linkedin";
import type { PlatformRule } from "./platform-rule";
import { threads } from "./threads";
import { tiktok } from "./tiktok";
import { xTwitter } from "./x-twitter";

export type { CountUnit, HashtagPlacement, PlatformRule } from "./platform-rule";

/** One registry (PLATFORMS.md): every platform fact lives in its own file, assembled here. */
const RULES: Record<PlatformId, PlatformRule> = {
  facebook,
  instagram,
  x_twitter: xTwitter,
  linkedin,
  google_business: googleBusiness,
  bluesky,
  tiktok,
  threads,
};

export function platformRule(id: PlatformId): PlatformRule {
  return RULES[id];
}

/** In PLATFORM_IDS order. */
export const ALL_PLATFORM_RULES: readonly PlatformRule[] = Object.values(RULES);
