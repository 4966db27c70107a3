-- Batched metrics reads claim one brand's due snapshots of one platform (claim-due-metrics.ts,
-- claimDueMetricGroup): the brand's posts (posts_brand_id_status_idx) lead to their schedules
-- through this index, so a claim reads the brand's rows, not every due schedule.
CREATE INDEX "metric_schedules_post_id_idx" ON "metric_schedules"("post_id");
