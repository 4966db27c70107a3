import type { PlatformId } from "@/lib/platforms/ids";
import { publisherFor } from "@/lib/publishing/publisher-for";
import { PublishError, unknownOutcomeError } from "@/lib/platforms/publisher-kit/publish-error";

type Publisher = ReturnType<typeof publisherFor>["publisher"];
export type PublishRequest = Parameters<Publisher["publish"]>[0];
export type PublishResult = { ok: true; platformPostId: string; permalink: string | null } | { ok: false; error: PublishError };

/** Per HTTP request; a platform that takes longer gets an unknown outcome, never a second request. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Exactly one request to the platform, never retried here: how often and when to try again
 * is each runner's own policy (docs/platforms.md, "Consequences for the product").
 */
export async function publishOnce(platform: PlatformId, request: PublishRequest): Promise<PublishResult> {
  const { publisher, baseUrl } = publisherFor(platform);
  try {
    const { platformPostId, permalink } = await publisher.publish(request, { baseUrl, timeoutMs: REQUEST_TIMEOUT_MS });
    return { ok: true, platformPostId, permalink };
  } catch (thrown) {
    if (thrown instanceof PublishError) return { ok: false, error: thrown };
    // A publisher throwing anything else is a bug whose effect on the platform is unknown.
    const detail = thrown instanceof Error ? thrown.message : String(thrown);
    return { ok: false, error: unknownOutcomeError(platform, `unexpected error: ${detail}`, thrown) };
  }
}
