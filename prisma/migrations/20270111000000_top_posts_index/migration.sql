-- Top posts (GET /api/v1/analytics/top-posts, docs/analytics.md "Top posts"): a brand's deliveries
-- of a range of publishing days, found by this index and never by reading the brand's other days
-- or other brands. The metrics ride along (INCLUDE) so the ranking reads the index alone once
-- the table is vacuumed.
CREATE INDEX "metric_delivery_totals_brand_day_idx" ON "metric_delivery_totals"("workspace_id", "brand_id", "day", "platform")
  INCLUDE ("post_id", "delivery_id", "taken_at", "views", "reach", "likes", "comments", "shares", "saves", "clicks");
