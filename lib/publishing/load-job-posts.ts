import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import { readVersions, type Versions } from "@/lib/publishing/post-versions";
import { readThread } from "@/lib/publishing/post-follow-ups";
import type { ClaimedJob } from "@/lib/publishing/claim-jobs";

export type JobPost = {
  jobId: string;
  postId: string;
  runnerId: string;
  userId: string;
  /** Its workspace: the uploads an approval's hash reads (lib/publishing/approval-hash.ts). */
  workspaceId: string;
  brandId: string | null;
  content: string;
  /** Per platform its own text; a platform without one publishes `content` (textForPlatform). */
  versions: Versions;
  platforms: PlatformId[];
  imageUrl: string | null;
  /** Its images in order as stored (`[]`: `imageUrl` alone; lib/publishing/platform-media.ts). */
  media: unknown;
  /** The replies after its text and its first comment (lib/publishing/post-follow-ups.ts). */
  thread: string[];
  firstComment: string | null;
  status: string;
  /** ISO 8601 (a string: Inngest keeps a step's result as JSON); part of what an approval binds. */
  scheduledAt: string | null;
};

/** The posts of claimed jobs, in one query. */
export async function loadJobPosts(jobs: ClaimedJob[]): Promise<JobPost[]> {
  if (jobs.length === 0) return [];
  const { rows } = await dbPool().query(
    `SELECT id, user_id, workspace_id, brand_id, content, versions, platforms, image_url, media, thread, first_comment, status, scheduled_at FROM posts WHERE id = ANY($1::uuid[])`,
    [jobs.map((job) => job.postId)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return jobs.flatMap((job) => {
    const row = byId.get(job.postId);
    if (!row) return [];
    return [{
      jobId: job.jobId,
      postId: job.postId,
      runnerId: job.runnerId,
      userId: row.user_id,
      workspaceId: row.workspace_id,
      brandId: row.brand_id,
      content: row.content,
      versions: readVersions(row.versions),
      platforms: row.platforms,
      imageUrl: row.image_url,
      media: row.media,
      thread: readThread(row.thread) ?? [],
      firstComment: row.first_comment,
      status: row.status,
      scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
    }];
  });
}
