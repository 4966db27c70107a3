import type { PlatformId } from "@/lib/platforms/ids";
import { blueskyPublisher } from "./publishers/bluesky";
import { facebookPublisher } from "./publishers/facebook";
import { googleBusinessPublisher } from "./publishers/google-business";
import { instagramPublisher } from "./publishers/instagram";
import { linkedinPublisher } from "./publishers/linkedin";
import { threadsPublisher } from "./publishers/threads";
import { tiktokPublisher } from "./publishers/tiktok";
import type { Publisher } from "./publishers/types";
import { xTwitterPublisher } from "./publishers/x-twitter";

/**
 * The publishing API surface. The pieces live in ./publishers/ (one file per platform, plus
 * the shared HTTP and error handling) so that they can import each other without a cycle
 * through this file.
 */
export type { Publisher, PublishOptions, PublishRequest, PublishSuccess } from "./publishers/types";
export { PublishError, type PublishErrorKind } from "./publishers/publish-error";
export { CREDENTIAL_FIELDS, CREDENTIAL_FIELD_DESCRIPTIONS } from "./publishers/credential-fields";
export { BASE_URL_ENV_VARS, DEFAULT_BASE_URLS, publisherBaseUrl } from "./publishers/base-urls";

export const PUBLISHERS: Record<PlatformId, Publisher> = {
  facebook: facebookPublisher,
  instagram: instagramPublisher,
  x_twitter: xTwitterPublisher,
  linkedin: linkedinPublisher,
  google_business: googleBusinessPublisher,
  bluesky: blueskyPublisher,
  tiktok: tiktokPublisher,
  threads: threadsPublisher,
};
