import { dbPool } from "@/lib/db/pool";
import { platformsMissingMedia } from "@/lib/publishing/missing-media";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { markFailed, markPublished } from "@/lib/publishing/finish-jobs";
import { recordSandboxFollowUps } from "@/lib/publishing/sandbox-follow-ups";

/**
 * Sandbox publishing (the embedded default): one succeeded delivery per platform is
 * recorded, marked sandbox (with its thread's parts and first comment as steps,
 * lib/publishing/sandbox-follow-ups.ts), and nothing leaves the machine. Set-based, so that a minute
 * with thousands of due posts costs a few statements, not thousands.
 *
 * A platform that cannot publish text alone (Instagram, TikTok) and has no image to publish
 * fails as its live publisher would (lib/platforms/publisher-kit/require-credentials.ts), and
 * the post with it: scheduling refuses such a post, so only one changed behind the API's back
 * gets here.
 */
export async function deliverSandbox(posts: JobPost[]): Promise<void> {
  if (posts.length === 0) return;
  const rows = { jobIds: [] as string[], postIds: [] as string[], platforms: [] as string[], errors: [] as (string | null)[] };
  const refused = new Map<JobPost, string>();
  for (const post of posts) {
    const missing = new Map(platformsMissingMedia(post).map((entry) => [entry.platform as string, `${entry.label} cannot publish text alone; the post needs an image.`]));
    for (const platform of post.platforms) {
      rows.jobIds.push(post.jobId);
      rows.postIds.push(post.postId);
      rows.platforms.push(platform);
      rows.errors.push(missing.get(platform) ?? null);
    }
    if (missing.size > 0) refused.set(post, [...missing.values()].join(" "));
  }
  await dbPool().query(
    `INSERT INTO deliveries (id, job_id, post_id, platform, status, attempts, platform_post_id, permalink, error, sandbox, created_at, updated_at)
     SELECT gen_random_uuid(), j, p, pl,
            (CASE WHEN e IS NULL THEN 'succeeded' ELSE 'failed' END)::"DeliveryStatus", 1,
            CASE WHEN e IS NULL THEN 'sandbox-' || gen_random_uuid() END, NULL, e, true, now(), now()
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) AS t(j, p, pl, e)
     ON CONFLICT (job_id, platform) DO NOTHING`,
    [rows.jobIds, rows.postIds, rows.platforms, rows.errors],
  );
  const published = posts.filter((post) => !refused.has(post));
  await recordSandboxFollowUps(published);
  await markPublished(
    published.map((post) => post.jobId),
    published.map((post) => post.postId),
  );
  for (const [post, reason] of refused) await markFailed(post.jobId, post.postId, reason);
}
