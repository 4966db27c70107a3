import type { PlatformId } from "@/lib/platforms/ids";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";
import { PUBLISHERS } from "@/lib/platforms/publishers";

/**
 * The one place the pipeline looks up a platform's publisher and the API root it calls
 * (read at call time, so tests and config changes take effect on the next delivery).
 */
export function publisherFor(platform: PlatformId) {
  return { publisher: PUBLISHERS[platform], baseUrl: publisherBaseUrl(platform) };
}
