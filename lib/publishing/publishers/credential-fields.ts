import type { PlatformId } from "@/lib/platforms/ids";
import { PublishError, reconnectError } from "./publish-error";

/**
 * The credential keys each platform needs, with what each one holds. The connections feature
 * stores exactly these keys; the publishers read nothing else.
 */
export const CREDENTIAL_FIELD_DESCRIPTIONS = {
  x_twitter: {
    access_token: "OAuth 2.0 user access token with tweet.write (and users.read, tweet.read) scopes",
  },
  facebook: {
    page_id: "Numeric id of the Facebook Page to post to",
    page_access_token: "Page access token with pages_manage_posts",
  },
  instagram: {
    ig_user_id: "Instagram professional account id (IG User id)",
    access_token: "Access token with instagram_content_publish",
  },
  threads: {
    threads_user_id: "Threads user id",
    access_token: "Threads access token with threads_content_publish",
  },
  linkedin: {
    author_urn: "Author URN: urn:li:person:{id} or urn:li:organization:{id}",
    access_token: "OAuth 2.0 token with w_member_social (or w_organization_social)",
  },
  google_business: {
    location_name: "Location resource name: accounts/{accountId}/locations/{locationId}",
    access_token: "Google OAuth 2.0 access token with the business.manage scope",
  },
  tiktok: {
    access_token: "TikTok user access token with video.publish",
  },
  bluesky: {
    handle: "Bluesky handle, e.g. brand.bsky.social",
    app_password: "An app password (Settings → App passwords), never the account password",
  },
} as const satisfies Record<PlatformId, Record<string, string>>;

export const CREDENTIAL_FIELDS: Record<PlatformId, readonly string[]> = Object.fromEntries(
  Object.entries(CREDENTIAL_FIELD_DESCRIPTIONS).map(([platform, fields]) => [platform, Object.keys(fields)]),
) as unknown as Record<PlatformId, readonly string[]>;

/**
 * The named credentials, or a "reconnect" error naming what is missing: an incomplete
 * connection is fixed by connecting the account again, not by retrying.
 */
export function requireCredentials<K extends string>(
  platform: PlatformId,
  credentials: Record<string, string>,
  keys: readonly K[],
): Record<K, string> {
  const missing = keys.filter((key) => !credentials[key]?.trim());
  if (missing.length > 0) {
    throw reconnectError(platform, `missing ${missing.join(", ")}`);
  }
  return Object.fromEntries(keys.map((key) => [key, credentials[key].trim()])) as Record<K, string>;
}

export function requireImage(platform: PlatformId, label: string, imageUrl: string | null): string {
  if (!imageUrl) {
    throw new PublishError("permanent", `${label} cannot publish text alone; the post needs an image.`);
  }
  return imageUrl;
}
