import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/in-transaction";
import { ApiError, notFound } from "@/lib/errors";
import type { MetricsRefreshOutput } from "@/lib/schemas/metrics-refresh";

/** One "refresh now" per post per this many seconds (docs/analytics.md, "Refresh now"). */
export const POST_REFRESH_INTERVAL_SECONDS = 300;
/** And at most this many per workspace per clock hour, so a script cannot spend the platforms' read limits. */
export const WORKSPACE_REFRESHES_PER_HOUR = 60;

const HOUR_MS = 3_600_000;

const tooSoon = (message: string, retryAfterSeconds: number) =>
  new ApiError("rate_limited", `${message} Retry after ${retryAfterSeconds} s.`, { "Retry-After": String(retryAfterSeconds) });

/**
 * POST /api/v1/posts/{id}/metrics/refresh: makes the post's metric schedules due now, so the
 * next run of the pipeline (every minute locally, every five on Inngest) reads each live
 * delivery again; the steps after it stay as they were. A schedule waiting out a platform's
 * 429 or failure is left alone (its `Retry-After` stands), as is one a runner holds right now.
 * Rate-limited per post and per workspace, counted in the database (shared by every server) in
 * one transaction: a refused request counts nowhere.
 */
export async function refreshPostMetricsNow(caller: Caller, postId: string, now = new Date()): Promise<MetricsRefreshOutput> {
  const post = await db().post.findFirst({ where: { id: postId, workspaceId: caller.workspaceId }, select: { id: true, brandId: true } });
  if (!post) throw notFound("Post");
  if (caller.brandIds) assertBrandReachable(caller, post.brandId ?? "");
  return inTransaction(async (client) => {
    const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const counted = await client.query(
      `INSERT INTO metric_refresh_windows AS w (workspace_id, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (workspace_id, window_start) DO UPDATE SET count = w.count + 1 WHERE w.count < $3`,
      [caller.workspaceId, windowStart, WORKSPACE_REFRESHES_PER_HOUR],
    );
    if (counted.rowCount !== 1) {
      const wait = Math.max(1, Math.ceil((windowStart.getTime() + HOUR_MS - now.getTime()) / 1000));
      throw tooSoon(`This workspace refreshed metrics ${WORKSPACE_REFRESHES_PER_HOUR} times this hour.`, wait);
    }
    const marked = await client.query(
      `INSERT INTO metric_refresh_marks AS m (post_id, refreshed_at) VALUES ($1, $2)
       ON CONFLICT (post_id) DO UPDATE SET refreshed_at = excluded.refreshed_at WHERE m.refreshed_at <= $2::timestamptz - make_interval(secs => $3)
       RETURNING post_id`,
      [post.id, now, POST_REFRESH_INTERVAL_SECONDS],
    );
    if (marked.rowCount !== 1) {
      const last = await client.query<{ refreshed_at: Date }>("SELECT refreshed_at FROM metric_refresh_marks WHERE post_id = $1", [post.id]);
      const wait = Math.max(1, Math.ceil((last.rows[0].refreshed_at.getTime() + POST_REFRESH_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000));
      throw tooSoon(`This post's metrics were refreshed less than ${POST_REFRESH_INTERVAL_SECONDS / 60} minutes ago.`, wait);
    }
    const { rows } = await client.query<{ delivery_id: string; platform: string; due_at: Date | null; waiting: boolean }>(
      `UPDATE metric_schedules s SET due_at = CASE WHEN s.retries = 0 AND (s.claimed_until IS NULL OR s.claimed_until < $3) THEN $3 ELSE s.due_at END
       FROM metric_schedules old WHERE old.delivery_id = s.delivery_id AND s.workspace_id = $1 AND s.post_id = $2
       RETURNING s.delivery_id, s.platform, s.due_at, NOT (old.retries = 0 AND (old.claimed_until IS NULL OR old.claimed_until < $3)) AS waiting`,
      [caller.workspaceId, post.id, now],
    );
    return {
      post_id: post.id,
      deliveries: rows
        .sort((a, b) => a.platform.localeCompare(b.platform))
        .map((row) => ({
          platform: row.platform as MetricsRefreshOutput["deliveries"][number]["platform"],
          delivery_id: row.delivery_id,
          refreshed: !row.waiting,
          next_snapshot_at: row.due_at?.toISOString() ?? null,
        })),
    };
  });
}
