import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/**
 * - retryable: nothing was published (the platform said so, or the request never left); try again.
 * - permanent: the platform refused the post; trying again would fail the same way.
 * - reconnect: the stored token is expired, revoked or lacks permission; the user must reconnect.
 * - unknown_outcome: the request may have reached the platform (timeout, reset after sending);
 *   retrying blindly could publish twice, so a person has to look first.
 */
export type PublishErrorKind = "retryable" | "permanent" | "reconnect" | "unknown_outcome";

export class PublishError extends Error {
  readonly kind: PublishErrorKind;
  readonly retryAfterMs?: number;
  readonly status?: number;
  /**
   * The attempt ended before the request that publishes left (an item container, an upload, a
   * status check failed): the posting slot taken for it counted nothing on the platform and is
   * given back (lib/publishing/attempt-delivery.ts). Set by `beforeThePublishingRequest`.
   */
  readonly beforePublishing?: true;

  constructor(
    kind: PublishErrorKind,
    message: string,
    details: { retryAfterMs?: number; status?: number; cause?: unknown; beforePublishing?: true } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "PublishError";
    this.kind = kind;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
    if (details.status !== undefined) this.status = details.status;
    if (details.beforePublishing) this.beforePublishing = true;
  }
}

/**
 * Runs the steps of a flow that come before its publishing request (item containers and their
 * checks, media uploads): a PublishError they end with is marked `beforePublishing`, since the
 * platform counts a post against the account's posting limit only when the request that
 * publishes it is made (Instagram counts `media_publish` calls, for instance). A carousel's
 * attempt is a dozen requests; without this, a 429 on any of them spent a slot.
 */
export async function beforeThePublishingRequest<T>(steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (thrown) {
    if (!(thrown instanceof PublishError) || thrown.beforePublishing) throw thrown;
    throw new PublishError(thrown.kind, thrown.message, {
      ...(thrown.retryAfterMs !== undefined ? { retryAfterMs: thrown.retryAfterMs } : {}),
      ...(thrown.status !== undefined ? { status: thrown.status } : {}),
      cause: thrown.cause,
      beforePublishing: true,
    });
  }
}

export function platformLabel(platform: PlatformId): string {
  return platformRule(platform).label;
}

export function reconnectError(platform: PlatformId, platformMessage: string, status?: number): PublishError {
  const label = platformLabel(platform);
  return new PublishError("reconnect", `The ${label} account needs to be reconnected: ${platformMessage}`, {
    status,
  });
}

export function unknownOutcomeError(platform: PlatformId, detail: string, cause?: unknown): PublishError {
  const label = platformLabel(platform);
  return new PublishError(
    "unknown_outcome",
    `${label} did not confirm the post (${detail}); it may have been published; check ${label} before retrying.`,
    { cause },
  );
}

export function missingPostIdError(platform: PlatformId, status?: number): PublishError {
  return new PublishError("permanent", `${platformLabel(platform)} answered without a post id.`, { status });
}
