import { facebookOAuth } from "@/lib/platforms/facebook/oauth";
import { googleBusinessOAuth } from "@/lib/platforms/google-business/oauth";
import type { PlatformId } from "@/lib/platforms/ids";
import { instagramOAuth } from "@/lib/platforms/instagram/oauth";
import { linkedInOAuth } from "@/lib/platforms/linkedin/oauth";
import type { OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { threadsOAuth } from "@/lib/platforms/threads/oauth";
import { tiktokOAuth } from "@/lib/platforms/tiktok/oauth";
import { xTwitterOAuth } from "@/lib/platforms/x-twitter/oauth";

/**
 * Each platform's "connect with …" (server-only, like publishers.ts). Bluesky has none: it
 * connects with a handle and an app password, which its publisher exchanges for a session.
 */
export const OAUTH_CONNECTORS: Readonly<Partial<Record<PlatformId, OAuthConnector>>> = {
  x_twitter: xTwitterOAuth,
  facebook: facebookOAuth,
  instagram: instagramOAuth,
  threads: threadsOAuth,
  linkedin: linkedInOAuth,
  google_business: googleBusinessOAuth,
  tiktok: tiktokOAuth,
};

export function oauthConnectorFor(platform: PlatformId): OAuthConnector | null {
  return OAUTH_CONNECTORS[platform] ?? null;
}
