import { inspectImage } from "@/lib/images/inspect-image";
import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { safeFetchBytes } from "@/lib/net/safe-fetch";
import { SafeFetchError, type SafeFetchErrorCode } from "@/lib/net/safe-fetch-error";
import type { PlatformId } from "@/lib/platforms/ids";
import { imageRuleProblem, largestMaxBytes } from "@/lib/platforms/image-rules";
import { platformLabel, PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { PublishImage, PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { platformRule } from "@/lib/platforms/registry";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";

// A failed fetch of these kinds may work next time (the host was down or slow); the others
// (refused address, not an image, too large, a 404) fail the same way however often retried.
const RETRYABLE_FETCH_ERRORS = new Set<SafeFetchErrorCode>(["timeout", "network"]);

/**
 * The image a platform that takes the file itself (X, LinkedIn, Bluesky) uploads: the user's own
 * upload when the pipeline read it from the media store (`request.image`), otherwise the image at
 * `request.imageUrl` fetched here, through the SSRF-safe fetch with the publish's timeout and at
 * most the platform's byte limit, decoded with sharp and checked against the platform's image
 * rules before anything is sent. Null when the post has no image.
 *
 * Throws a PublishError: retryable when the image's host could not be reached or answered
 * 408, 429 or 5xx; permanent when the URL is refused, the answer is not a decodable image, or
 * the image breaks the platform's rules. Nothing has reached the platform at that point.
 */
export async function imageToUpload(request: PublishRequest, { timeoutMs }: { timeoutMs: number }): Promise<PublishImage | null> {
  if (request.image) return request.image;
  if (!request.imageUrl) return null;
  return fetchImageForPlatform(request.platform, request.imageUrl, timeoutMs);
}

async function fetchImageForPlatform(platform: PlatformId, url: string, timeoutMs: number): Promise<PublishImage> {
  const rules = platformRule(platform).images;
  const fail = (kind: "retryable" | "permanent", reason: string, status?: number) =>
    new PublishError(kind, `The image at ${shortUrl(url)} cannot be sent to ${platformLabel(platform)}: ${reason}.`, { status });

  let fetched;
  try {
    // A platform without a byte limit (LinkedIn) still gets no more than an upload may be; one
    // with a bound per type (X's GIF) gets its largest, and the type's own bound is checked below.
    fetched = await safeFetchBytes(url, { timeoutMs, maxBytes: largestMaxBytes(rules) ?? MAX_MEDIA_BYTES, privateAllowlist: privateAllowlistFor("images") });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw fail("retryable", "the fetch failed unexpectedly");
    throw fail(RETRYABLE_FETCH_ERRORS.has(error.code) ? "retryable" : "permanent", error.message);
  }
  const { status } = fetched;
  if (status < 200 || status >= 300) {
    const retryable = status === 408 || status === 429 || status >= 500;
    throw fail(retryable ? "retryable" : "permanent", `its host answered HTTP ${status}`);
  }

  const inspected = await inspectImage(fetched.bytes);
  if (!inspected.ok) throw fail("permanent", inspected.problem);
  const { mimeType, width, height } = inspected.image;
  const problem = imageRuleProblem(rules, { mimeType, bytes: fetched.bytes.byteLength, width, height });
  if (problem) throw fail("permanent", problem);
  // An image hosted elsewhere has no alt text of ours.
  return { bytes: fetched.bytes, mimeType, width, height, altText: null };
}

function shortUrl(url: string): string {
  return url.length > 120 ? `${url.slice(0, 120)}…` : url;
}
