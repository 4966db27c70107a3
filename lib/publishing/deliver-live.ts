import { loadConnectionCredentials } from "@/lib/connections/load-connection-credentials";
import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { publishWithRetries } from "@/lib/publishing/publish-with-retries";
import { PUBLISHERS, publisherBaseUrl } from "@/lib/publishing/publisher";

export type PlatformOutcome = { platform: PlatformId; ok: boolean; error?: string; retryable?: boolean; retryAfterMs?: number };

/** Live publishing of one claimed job by the local scheduler: every platform, then the post's status. */
export async function deliverLive(post: JobPost): Promise<void> {
  for (const platform of post.platforms) await deliverPlatform(post, platform);
  await finishLiveJob(post);
}

type DeliverOptions = {
  /** Attempts within this call (the local scheduler retries here; Inngest retries the step). */
  maxAttempts?: number;
  /** When false, a retryable failure leaves the delivery pending for the caller's next attempt. */
  finalAttempt?: boolean;
};

/**
 * One platform of one job, recorded on its delivery row. A delivery already succeeded is
 * not sent again. One that was attempted with no recorded outcome (its runner died
 * mid-call) may have reached the platform, so it is not sent again blindly either.
 */
export async function deliverPlatform(post: JobPost, platform: PlatformId, options: DeliverOptions = {}): Promise<PlatformOutcome> {
  const { maxAttempts = 4, finalAttempt = true } = options;
  const delivery = await ensureDelivery(post, platform);
  if (delivery.status === "succeeded") return { platform, ok: true };
  if (delivery.status === "failed") return { platform, ok: false, error: delivery.error ?? "failed" };
  const label = platformRule(platform).label;
  if (delivery.attempts > 0 && delivery.error === null) {
    return fail(delivery.id, platform, `An earlier attempt may have reached ${label}; check the account there before retrying.`);
  }
  if (!post.brandId) return fail(delivery.id, platform, "Only a post with a brand can be published live: accounts are connected per brand.");

  let credentials;
  try {
    credentials = await loadConnectionCredentials(post.userId, post.brandId, platform);
  } catch (error) {
    return fail(delivery.id, platform, (error as Error).message);
  }
  if (!credentials) return fail(delivery.id, platform, `No ${label} account is connected for this brand; connect one first.`);

  // The attempt is counted and the last error cleared before the call, so that a runner
  // dying mid-call leaves the "attempted, outcome unknown" mark checked above.
  const result = await publishWithRetries(
    PUBLISHERS[platform],
    { platform, text: post.content, imageUrl: post.imageUrl, credentials, idempotencyKey: delivery.id },
    {
      baseUrl: publisherBaseUrl(platform),
      maxAttempts,
      onAttempt: async () => {
        await dbPool().query("UPDATE deliveries SET attempts = attempts + 1, error = NULL, updated_at = now() WHERE id = $1", [delivery.id]);
      },
    },
  );
  if (result.ok) {
    await dbPool().query(
      `UPDATE deliveries SET status = 'succeeded', platform_post_id = $2, permalink = $3, error = NULL, updated_at = now() WHERE id = $1`,
      [delivery.id, result.result.platformPostId, result.result.permalink],
    );
    return { platform, ok: true };
  }
  if (result.error.kind === "retryable" && !finalAttempt) {
    await dbPool().query(`UPDATE deliveries SET error = $2, updated_at = now() WHERE id = $1`, [delivery.id, result.error.message]);
    return { platform, ok: false, error: result.error.message, retryable: true, retryAfterMs: result.error.retryAfterMs };
  }
  return fail(delivery.id, platform, result.error.message);
}

type DeliveryRow = { id: string; status: string; attempts: number; error: string | null };

async function ensureDelivery(post: JobPost, platform: PlatformId): Promise<DeliveryRow> {
  const { rows } = await dbPool().query<DeliveryRow>(
    `WITH inserted AS (
       INSERT INTO deliveries (id, job_id, post_id, platform, status, attempts, sandbox, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'pending', 0, false, now(), now())
       ON CONFLICT (job_id, platform) DO NOTHING
       RETURNING id, status::text, attempts, error)
     SELECT * FROM inserted
     UNION ALL
     SELECT id, status::text, attempts, error FROM deliveries WHERE job_id = $1 AND platform = $3
     LIMIT 1`,
    [post.jobId, post.postId, platform],
  );
  return rows[0];
}

async function fail(deliveryId: string, platform: PlatformId, error: string): Promise<PlatformOutcome> {
  await dbPool().query(`UPDATE deliveries SET status = 'failed', error = $2, updated_at = now() WHERE id = $1`, [deliveryId, error]);
  return { platform, ok: false, error };
}
