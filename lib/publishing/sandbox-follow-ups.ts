import { dbPool } from "@/lib/db/pool";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { followUpsPublishedOn } from "@/lib/publishing/post-follow-ups";

// In sandbox mode nothing leaves the machine, but a post's thread and first comment are still
// recorded as delivery steps (docs/publishing.md, "Threads and a first comment"), so the post
// page and the API show a thread's parts and a comment the way a live delivery shows them:
// a marketer trying the product sees what would have gone out, part by part.

type Steps = { jobIds: string[]; platforms: string[]; kinds: string[]; parts: number[] };

/** The steps of the posts' follow-ups: thread parts 2.., and the first comment as part 0. */
function stepsOf(posts: JobPost[]): Steps {
  const steps: Steps = { jobIds: [], platforms: [], kinds: [], parts: [] };
  const add = (jobId: string, platform: string, kind: "thread" | "first_comment", part: number) => {
    steps.jobIds.push(jobId);
    steps.platforms.push(platform);
    steps.kinds.push(kind);
    steps.parts.push(part);
  };
  for (const post of posts) {
    for (const platform of post.platforms) {
      const { thread, firstComment } = followUpsPublishedOn(post, platform);
      thread.forEach((_, index) => add(post.jobId, platform, "thread", index + 2));
      if (firstComment !== null) add(post.jobId, platform, "first_comment", 0);
    }
  }
  return steps;
}

/**
 * Records, for the succeeded sandbox deliveries of `posts`, each reply and first comment as a
 * succeeded step with a sandbox id, in one statement; none at all when no post has any.
 */
export async function recordSandboxFollowUps(posts: JobPost[]): Promise<void> {
  const steps = stepsOf(posts);
  if (steps.jobIds.length === 0) return;
  await dbPool().query(
    `INSERT INTO delivery_steps (delivery_id, kind, part, status, platform_post_id, created_at, updated_at)
     SELECT d.id, s.kind, s.part, 'succeeded', 'sandbox-' || gen_random_uuid(), now(), now()
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[]) AS s(job_id, platform, kind, part)
     JOIN deliveries d ON d.job_id = s.job_id AND d.platform = s.platform AND d.status = 'succeeded' AND d.sandbox
     ON CONFLICT (delivery_id, kind, part) DO NOTHING`,
    [steps.jobIds, steps.platforms, steps.kinds, steps.parts],
  );
}
