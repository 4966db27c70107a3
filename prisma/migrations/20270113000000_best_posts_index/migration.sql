-- Best posts as examples for POST /content/generate (docs/content.md, "Best posts as examples"):
-- a brand's published deliveries on one platform in engagement-rate order, so picking the best
-- few reads a handful of index entries whatever the number of posts. Only rated deliveries
-- (a base above 0) have a rate; the expression is the one lib/content/best-posts orders by.
CREATE INDEX "metric_delivery_totals_best_posts_idx" ON "metric_delivery_totals"
  ("workspace_id", "brand_id", "platform", (("engagements")::float8 / ("engagement_base")::float8) DESC)
  WHERE "engagement_base" > 0;
