import { dbPool } from "@/lib/db/pool";
import { platformRule } from "@/lib/platforms/registry";
import type { PlatformId } from "@/lib/platforms/ids";
import { markFailed, markPublished } from "@/lib/publishing/finish-jobs";
import type { JobPost } from "@/lib/publishing/load-job-posts";

/** Sets the post's final status from its job's deliveries; true when it was published. */
export async function finishLiveJob(post: JobPost): Promise<boolean> {
  const { rows } = await dbPool().query<{ platform: PlatformId; status: string; error: string | null }>(
    "SELECT platform, status::text, error FROM deliveries WHERE job_id = $1",
    [post.jobId],
  );
  const succeeded = new Set(rows.filter((row) => row.status === "succeeded").map((row) => row.platform));
  if (post.platforms.every((platform) => succeeded.has(platform))) {
    await markPublished([post.jobId], [post.postId]);
    return true;
  }
  const reasons = rows
    .filter((row) => row.status !== "succeeded")
    .map((row) => `${platformRule(row.platform).label}: ${row.error ?? "not delivered"}`);
  await markFailed(post.jobId, post.postId, reasons.join(" "));
  return false;
}
