import { publishWithConnection } from "@/lib/connections/publish-with-connection";
import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import { PUBLISHED_FINDERS } from "@/lib/platforms/published-finders";
import type { FindAnswer, FindOptions } from "@/lib/platforms/publisher-kit/find-published";
import { platformRule } from "@/lib/platforms/registry";
import { recordFailed, recordSucceeded } from "@/lib/publishing/delivery-records";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { textForPlatform } from "@/lib/publishing/post-versions";
import { publisherFor } from "@/lib/publishing/publisher-for";

/** Per request of a lookup, as for a publish (publish-once.ts). */
const LOOKUP_TIMEOUT_MS = 15_000;
/** Looked for from this long before the attempt began: the platform's clock is not ours. */
export const LOOKUP_CLOCK_MARGIN_MS = 2 * 60_000;
/**
 * "Not found" is trusted only this long after the attempt began: a request that reached the
 * platform may still be worked on there after our side gave up (a timeout) or died, and a post
 * that appears later must not be sent a second time. Younger, the delivery waits (deferred,
 * nothing sent) and is looked up again.
 */
export const RECONCILE_SETTLE_MS = 60_000;

export type Reconciled =
  /** Found: recorded as succeeded with the platform's id and permalink. */
  | { kind: "succeeded" }
  /** The platform cannot tell: recorded as failed, for a person to check. */
  | { kind: "failed"; error: string }
  /** Not listed, but too soon to be sure: nothing sent, nothing recorded; look again at `until`. */
  | { kind: "deferred"; until: Date; reason: string }
  /** The platform answered and the post is not there: it may be sent, once, as any delivery. */
  | { kind: "send" };

/**
 * A delivery whose earlier attempt has no recorded outcome (its runner died mid-request, or the
 * request timed out: `unconfirmed` is then the platform's own "did not confirm" message) is
 * looked for on the platform with the brand's connection (lib/platforms/published-finders.ts).
 * Called under the job's claim, after the attempt was recorded started, so no other runner
 * sends it meanwhile; the caller renews the claim before sending.
 */
export async function reconcileDelivery(post: JobPost & { brandId: string }, platform: PlatformId, deliveryId: string, unconfirmed?: string): Promise<Reconciled> {
  const { rows } = await dbPool().query<{ started_at: Date; age_ms: number }>(
    // updated_at of a pending row with no error is when its attempt started (delivery-records.ts).
    "SELECT updated_at AS started_at, (extract(epoch FROM now() - updated_at) * 1000)::float8 AS age_ms FROM deliveries WHERE id = $1",
    [deliveryId],
  );
  const startedAt = new Date(rows[0].started_at);
  const ageMs = Number(rows[0].age_ms);
  const text = textForPlatform(post, platform);
  const answer = await lookUp(post.brandId, platform, deliveryId, text, new Date(startedAt.getTime() - LOOKUP_CLOCK_MARGIN_MS));

  if (answer.kind === "found") {
    await recordSucceeded(deliveryId, answer.platformPostId, answer.permalink);
    return { kind: "succeeded" };
  }
  if (answer.kind === "not_found") {
    if (ageMs >= RECONCILE_SETTLE_MS) return { kind: "send" };
    const until = new Date(Date.now() + (RECONCILE_SETTLE_MS - ageMs));
    const reason = `${platformRule(platform).label} does not list the post yet; looking again at ${until.toISOString()} before sending it.`;
    return { kind: "deferred", until, reason };
  }
  const error = cannotTellReason(platform, post, text, startedAt, answer.reason, unconfirmed);
  await recordFailed(deliveryId, error);
  return { kind: "failed", error };
}

async function lookUp(brandId: string, platform: PlatformId, deliveryId: string, text: string, since: Date): Promise<FindAnswer> {
  const excludeIds = await postsOfOtherDeliveries(brandId, platform, deliveryId, since);
  return findWithConnection(brandId, platform, (credentials, options) => PUBLISHED_FINDERS[platform]({ text, credentials, since, excludeIds }, options));
}

/**
 * A lookup on the platform with the brand's connection (its credentials fresh, renewed once if
 * refused), for a post or a thread's reply (reconcile-step.ts): no usable account is "cannot tell".
 */
export async function findWithConnection(
  brandId: string,
  platform: PlatformId,
  find: (credentials: Record<string, string>, options: FindOptions) => Promise<FindAnswer>,
): Promise<FindAnswer> {
  const { baseUrl } = publisherFor(platform);
  const looked = await publishWithConnection({ brandId, platform }, async (credentials) => ({
    ok: true as const,
    answer: await find(credentials, { baseUrl, timeoutMs: LOOKUP_TIMEOUT_MS }),
  }));
  if (looked.kind === "missing") return { kind: "cannot_tell", reason: "no account is connected for this brand any more" };
  if (looked.kind === "unusable") return { kind: "cannot_tell", reason: looked.error.message };
  return looked.result.answer;
}

/** Posts the brand's other deliveries already recorded since then: the same text twice is two posts. */
async function postsOfOtherDeliveries(brandId: string, platform: PlatformId, deliveryId: string, since: Date): Promise<Set<string>> {
  const { rows } = await dbPool().query<{ platform_post_id: string }>(
    `SELECT d.platform_post_id FROM deliveries d JOIN posts p ON p.id = d.post_id
      WHERE p.brand_id = $1 AND d.platform = $2 AND d.status = 'succeeded' AND d.platform_post_id IS NOT NULL
        AND d.updated_at >= $3 AND d.id <> $4`,
    [brandId, platform, since, deliveryId],
  );
  return new Set(rows.map((row) => row.platform_post_id));
}

/**
 * The failure when the platform cannot tell: it names the platform and the post (its opening
 * words and id), since the dashboard's delivery line and the webhooks carry this text, and keeps
 * the words people and tests know ("may have been published; check … before retrying").
 */
function cannotTellReason(platform: PlatformId, post: JobPost, text: string, startedAt: Date, reason: string, unconfirmed?: string): string {
  const label = platformRule(platform).label;
  const named = `post “${opening(text)}” (${post.postId})`;
  const what = unconfirmed
    ? `${unconfirmed} This was ${named}.`
    : `An attempt at ${named} began at ${startedAt.toISOString()} and no outcome was recorded; it may have been published; check ${label} before retrying.`;
  return `${what} ${label} could not tell whether it is there (${reason}).`;
}

function opening(text: string): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  const chars = [...flat];
  return chars.length > 60 ? `${chars.slice(0, 60).join("")}…` : flat;
}
