-- A batched metrics read claims one brand's due snapshots of one platform (claim-due-metrics.ts,
-- claimDueMetricGroup). The claim went from the brand's posts to their schedules
-- (20270112000000_metric_schedules_post_index): every claim read all of the brand's posts and a
-- schedule for each, published or not, due or not, so its cost grew with the brand's history
-- (about 30 ms a claim for 2,000 posts; docs/performance.md, bench:analytics --profile). Each
-- schedule now keeps its post's brand, and one index gives a brand's due schedules of a platform
-- in due order: a claim reads the rows it takes.

ALTER TABLE "metric_schedules" ADD COLUMN "brand_id" UUID;
UPDATE "metric_schedules" m SET "brand_id" = p."brand_id" FROM "posts" p WHERE p."id" = m."post_id" AND p."brand_id" IS NOT NULL;
CREATE INDEX "metric_schedules_brand_id_platform_due_at_idx" ON "metric_schedules"("brand_id", "platform", "due_at") WHERE "due_at" IS NOT NULL;

-- A schedule starts with its post's brand (as 20261229060000_post_metrics, and the brand).
CREATE OR REPLACE FUNCTION "metric_schedules_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "metric_schedules" ("delivery_id", "workspace_id", "post_id", "brand_id", "platform", "published_at", "step", "due_at")
  SELECT NEW."id", p."workspace_id", NEW."post_id", p."brand_id", NEW."platform", now(), 0, now() + interval '1 hour'
  FROM "posts" p WHERE p."id" = NEW."post_id"
  ON CONFLICT ("delivery_id") DO NOTHING;
  RETURN NULL;
END
$$;

-- A post whose brand changes (or goes: posts_brand_id_fkey sets it null) takes its schedules
-- along (found by metric_schedules_post_id_idx), so a batch never groups one brand's posts
-- with another's.
CREATE FUNCTION "metric_schedules_follow_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "metric_schedules" SET "brand_id" = NEW."brand_id" WHERE "post_id" = NEW."id";
  RETURN NULL;
END
$$;
CREATE TRIGGER "metric_schedules_follow_brand" AFTER UPDATE OF "brand_id" ON "posts"
  FOR EACH ROW WHEN (OLD."brand_id" IS DISTINCT FROM NEW."brand_id")
  EXECUTE FUNCTION "metric_schedules_follow_brand"();
