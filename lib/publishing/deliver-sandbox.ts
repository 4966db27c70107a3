import { dbPool } from "@/lib/db/pool";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { markPublished } from "@/lib/publishing/finish-jobs";

/**
 * Sandbox publishing (the embedded default): one succeeded delivery per platform is
 * recorded, marked sandbox, and nothing leaves the machine. Set-based, so that a minute
 * with thousands of due posts costs a few statements, not thousands.
 */
export async function deliverSandbox(posts: JobPost[]): Promise<void> {
  if (posts.length === 0) return;
  const jobIds: string[] = [];
  const postIds: string[] = [];
  const platforms: string[] = [];
  for (const post of posts) {
    for (const platform of post.platforms) {
      jobIds.push(post.jobId);
      postIds.push(post.postId);
      platforms.push(platform);
    }
  }
  await dbPool().query(
    `INSERT INTO deliveries (id, job_id, post_id, platform, status, attempts, platform_post_id, permalink, sandbox, created_at, updated_at)
     SELECT gen_random_uuid(), j, p, pl, 'succeeded', 1, 'sandbox-' || gen_random_uuid(), NULL, true, now(), now()
     FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS t(j, p, pl)
     ON CONFLICT (job_id, platform) DO NOTHING`,
    [jobIds, postIds, platforms],
  );
  await markPublished(
    posts.map((post) => post.jobId),
    posts.map((post) => post.postId),
  );
}
