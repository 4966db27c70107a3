-- Voice against performance (issue 22, item 6; docs/analytics.md, "Voice against performance"):
-- each post records the voice profile's content theme it matches best and its brand-consistency
-- score, both computed by the app when the post is written (lib/posts/post-voice-fields.ts);
-- each delivery's totals take them over when the delivery is first counted, and a rollup per
-- brand × platform × day × theme × consistency band is kept by trigger, like the day rollups,
-- so GET /api/v1/analytics?group_by=theme|consistency_band never reads posts.

-- Null: not scored (a post without a brand or voice profile, or written before this migration
-- and not edited since: the scorer is the app's, so the migration cannot score old posts).
ALTER TABLE "posts" ADD COLUMN "content_theme" TEXT, ADD COLUMN "consistency_score" DOUBLE PRECISION,
  ADD CONSTRAINT "posts_consistency_score_check" CHECK ("consistency_score" BETWEEN 0 AND 1);

-- The consistency bands (docs/analytics.md): low below 0.5, medium from 0.5 to below 0.75, high
-- from 0.75; `unscored` for a post without a score. lib/analytics/consistency-bands.ts says the same.
CREATE FUNCTION consistency_band(score double precision) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN score IS NULL THEN 'unscored' WHEN score < 0.5 THEN 'low' WHEN score < 0.75 THEN 'medium' ELSE 'high' END
$$;

-- Where a delivery counts by voice: fixed when it is first counted (like its day and hour), so a
-- later reading replaces it in the same rollup row. '' is "no theme" (a key column cannot be null).
-- Rows already counted keep the defaults: their posts have no score yet.
ALTER TABLE "metric_delivery_totals" ADD COLUMN "content_theme" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "consistency_band" TEXT NOT NULL DEFAULT 'unscored';

CREATE FUNCTION metric_delivery_voice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(p.content_theme, ''), consistency_band(p.consistency_score) INTO NEW.content_theme, NEW.consistency_band
  FROM posts p WHERE p.id = NEW.post_id;
  NEW.content_theme := coalesce(NEW.content_theme, '');
  NEW.consistency_band := coalesce(NEW.consistency_band, 'unscored');
  RETURN NEW;
END
$$;
CREATE TRIGGER "metric_delivery_voice" BEFORE INSERT ON "metric_delivery_totals"
  FOR EACH ROW EXECUTE FUNCTION metric_delivery_voice();

-- Sums per brand × platform × publishing day × theme × band, the same columns as metric_day_rollups.
-- At most 21 themes ('' and a profile's 20) × 4 bands per brand, platform and day: the rows a
-- request reads do not grow with the number of posts.
CREATE TABLE "metric_voice_rollups" (LIKE "metric_day_rollups" INCLUDING DEFAULTS);
ALTER TABLE "metric_voice_rollups" ADD COLUMN "content_theme" TEXT NOT NULL, ADD COLUMN "consistency_band" TEXT NOT NULL;
ALTER TABLE "metric_voice_rollups" ADD CONSTRAINT "metric_voice_rollups_pkey" PRIMARY KEY ("workspace_id", "brand_id", "day", "platform", "content_theme", "consistency_band");
ALTER TABLE "metric_voice_rollups" ADD CONSTRAINT "metric_voice_rollups_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE FUNCTION metric_voice_rollups_apply(t metric_delivery_totals, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO metric_voice_rollups AS r (workspace_id, brand_id, platform, day, content_theme, consistency_band, deliveries,
    views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
    engagements, engagement_base, rated_n)
  VALUES (t.workspace_id, t.brand_id, t.platform, t.day, t.content_theme, t.consistency_band, sign,
    sign * coalesce(t.views, 0), sign * (t.views IS NOT NULL)::int, sign * coalesce(t.reach, 0), sign * (t.reach IS NOT NULL)::int,
    sign * coalesce(t.likes, 0), sign * (t.likes IS NOT NULL)::int, sign * coalesce(t.comments, 0), sign * (t.comments IS NOT NULL)::int,
    sign * coalesce(t.shares, 0), sign * (t.shares IS NOT NULL)::int, sign * coalesce(t.saves, 0), sign * (t.saves IS NOT NULL)::int,
    sign * coalesce(t.clicks, 0), sign * (t.clicks IS NOT NULL)::int,
    sign * coalesce(t.engagements, 0), sign * coalesce(t.engagement_base, 0), sign * (t.engagement_base IS NOT NULL)::int)
  ON CONFLICT (workspace_id, brand_id, day, platform, content_theme, consistency_band) DO UPDATE SET deliveries = r.deliveries + excluded.deliveries,
    views = r.views + excluded.views, views_n = r.views_n + excluded.views_n, reach = r.reach + excluded.reach, reach_n = r.reach_n + excluded.reach_n,
    likes = r.likes + excluded.likes, likes_n = r.likes_n + excluded.likes_n, comments = r.comments + excluded.comments, comments_n = r.comments_n + excluded.comments_n,
    shares = r.shares + excluded.shares, shares_n = r.shares_n + excluded.shares_n, saves = r.saves + excluded.saves, saves_n = r.saves_n + excluded.saves_n,
    clicks = r.clicks + excluded.clicks, clicks_n = r.clicks_n + excluded.clicks_n,
    engagements = r.engagements + excluded.engagements, engagement_base = r.engagement_base + excluded.engagement_base, rated_n = r.rated_n + excluded.rated_n;
END
$$;

CREATE FUNCTION metric_voice_rollups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM metric_voice_rollups_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM metric_voice_rollups_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "metric_voice_rollups_follow" AFTER INSERT OR UPDATE OR DELETE ON "metric_delivery_totals"
  FOR EACH ROW EXECUTE FUNCTION metric_voice_rollups_follow();

-- The deliveries counted before this migration, once (all `unscored`, no theme), so the voice
-- rollups hold the same sums as the day rollups from the start.
INSERT INTO metric_voice_rollups (workspace_id, brand_id, platform, day, content_theme, consistency_band, deliveries,
  views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
  engagements, engagement_base, rated_n)
SELECT workspace_id, brand_id, platform, day, content_theme, consistency_band, count(*),
  coalesce(sum(views), 0), count(views), coalesce(sum(reach), 0), count(reach), coalesce(sum(likes), 0), count(likes),
  coalesce(sum(comments), 0), count(comments), coalesce(sum(shares), 0), count(shares), coalesce(sum(saves), 0), count(saves),
  coalesce(sum(clicks), 0), count(clicks), coalesce(sum(engagements), 0), coalesce(sum(engagement_base), 0), count(engagement_base)
FROM metric_delivery_totals GROUP BY workspace_id, brand_id, platform, day, content_theme, consistency_band;
