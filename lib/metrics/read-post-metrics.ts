import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { engagementRate } from "@/lib/metrics/engagement-rate";
import { METRIC_NAMES, type MetricName } from "@/lib/platforms/metrics-kit/metric-reading";
import { platformsWithMetrics } from "@/lib/platforms/metrics-fetchers";
import type { PostMetricsOutput } from "@/lib/schemas/post-metrics";

type Snapshot = Awaited<ReturnType<ReturnType<typeof db>["metricSnapshot"]["findMany"]>>[number];

/**
 * The post's metrics series (GET /api/v1/posts/{id}/metrics): one per live delivery that was
 * published, its snapshots oldest first. Another workspace's post is 404; the workspace's post
 * outside a brand-restricted key's brands is 403 brand_forbidden, as for the post itself. Read
 * by (workspace_id, post_id), so the workspace is in every WHERE.
 */
export async function readPostMetrics(caller: Caller, postId: string): Promise<PostMetricsOutput> {
  const post = await db().post.findFirst({ where: { id: postId, workspaceId: caller.workspaceId }, select: { id: true, brandId: true, platforms: true } });
  if (!post) throw notFound("Post");
  if (caller.brandIds) assertBrandReachable(caller, post.brandId ?? "");
  const [schedules, snapshots] = await Promise.all([
    db().metricSchedule.findMany({ where: { workspaceId: caller.workspaceId, postId } }),
    db().metricSnapshot.findMany({ where: { workspaceId: caller.workspaceId, postId }, orderBy: [{ takenAt: "asc" }, { id: "asc" }] }),
  ]);
  const supported = new Set<string>(platformsWithMetrics());
  const order = (platform: string) => post.platforms.indexOf(platform);
  return {
    post_id: post.id,
    platforms: schedules
      .sort((a, b) => order(a.platform) - order(b.platform) || a.publishedAt.getTime() - b.publishedAt.getTime())
      .map((schedule) => ({
        platform: schedule.platform as PostMetricsOutput["platforms"][number]["platform"],
        delivery_id: schedule.deliveryId,
        published_at: schedule.publishedAt.toISOString(),
        metrics_supported: supported.has(schedule.platform),
        next_snapshot_at: schedule.dueAt?.toISOString() ?? null,
        snapshots: snapshots.filter((snapshot) => snapshot.deliveryId === schedule.deliveryId).map(toSnapshotOutput),
      })),
  };
}

function toSnapshotOutput(row: Snapshot) {
  const metrics = Object.fromEntries(
    METRIC_NAMES.map((name) => {
      const value = row[name];
      const state = row[`${name}State`] as "value" | "not_offered" | "not_returned";
      return [name, { state, value: value === null ? null : Number(value) }];
    }),
  ) as Record<MetricName, { state: "value" | "not_offered" | "not_returned"; value: number | null }>;
  const count = (name: MetricName) => metrics[name].value;
  const counts = { views: count("views"), reach: count("reach"), likes: count("likes"), comments: count("comments"), shares: count("shares"), saves: count("saves") };
  return {
    taken_at: row.takenAt.toISOString(),
    source_endpoint: row.sourceEndpoint,
    error: row.error,
    metrics,
    extras: (row.extras ?? {}) as Record<string, number>,
    engagement_rate: engagementRate(counts, row.error !== null),
  };
}
