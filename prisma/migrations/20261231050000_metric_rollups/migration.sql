-- Analytics read model (issue 22; docs/analytics.md): engagement rate, rollups per brand ×
-- platform × day and per day × hour, kept by triggers as snapshots arrive, whichever runner or
-- path stores them; webhooks post.metrics_updated and post.metrics_threshold; "refresh now" limits.

-- The engagement rate of one reading (docs/analytics.md, "Engagement rate"): engagements are the
-- sum of likes, comments, shares and saves that are values; the base is views when views is a
-- value, else reach when it is. No rate (null, with the reason) when the reading failed, when
-- neither base is a value, when the base is 0, or when no engagement count is a value: a missing
-- count never counts as 0. lib/metrics/engagement-rate.ts computes the same for the API.
CREATE FUNCTION metric_engagement(failed boolean, likes bigint, comments bigint, shares bigint, saves bigint, views bigint, reach bigint,
  OUT engagements bigint, OUT base bigint, OUT basis text, OUT reason text) LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF failed THEN
    reason := 'reading_failed';
    RETURN;
  END IF;
  IF views IS NOT NULL THEN
    basis := 'views'; base := views;
  ELSIF reach IS NOT NULL THEN
    basis := 'reach'; base := reach;
  ELSE
    reason := 'no_views_or_reach';
    RETURN;
  END IF;
  IF likes IS NULL AND comments IS NULL AND shares IS NULL AND saves IS NULL THEN
    reason := 'no_engagement_counts';
  ELSIF base = 0 THEN
    reason := 'zero_' || basis;
  ELSE
    engagements := coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) + coalesce(saves, 0);
    RETURN;
  END IF;
  -- No rate: neither part is kept, so a sum of rates never takes in half of one.
  base := NULL;
END
$$;

-- Each delivery's latest reading with values (a failed reading does not replace one), and
-- where it counts: its brand (the nil UUID for a post without one), platform, and the day and
-- hour of its publishing in the brand's time zone (the brand queue's, else UTC) when it was
-- first counted. The rollups hold exactly the sums of these rows.
CREATE TABLE "metric_delivery_totals" (
    "delivery_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "post_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "hour" SMALLINT NOT NULL,
    "taken_at" TIMESTAMPTZ(3) NOT NULL,
    "views" BIGINT,
    "reach" BIGINT,
    "likes" BIGINT,
    "comments" BIGINT,
    "shares" BIGINT,
    "saves" BIGINT,
    "clicks" BIGINT,
    -- The engagement rate's parts, both null when the reading has no rate.
    "engagements" BIGINT,
    "engagement_base" BIGINT,

    CONSTRAINT "metric_delivery_totals_pkey" PRIMARY KEY ("delivery_id"),
    CONSTRAINT "metric_delivery_totals_hour_check" CHECK ("hour" BETWEEN 0 AND 23)
);
CREATE INDEX "metric_delivery_totals_post_id_idx" ON "metric_delivery_totals"("post_id");
ALTER TABLE "metric_delivery_totals" ADD CONSTRAINT "metric_delivery_totals_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "metric_delivery_totals" ADD CONSTRAINT "metric_delivery_totals_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sums per brand × platform × publishing day (GET /api/v1/analytics, group_by day and platform):
-- `deliveries` counted, each metric's sum over the deliveries where it is a value and how many
-- those are (`<metric>_n`: 0 means no value, never a 0), and the engagement rate's parts.
CREATE TABLE "metric_day_rollups" (
    "workspace_id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "deliveries" INTEGER NOT NULL DEFAULT 0,
    "views" BIGINT NOT NULL DEFAULT 0, "views_n" INTEGER NOT NULL DEFAULT 0,
    "reach" BIGINT NOT NULL DEFAULT 0, "reach_n" INTEGER NOT NULL DEFAULT 0,
    "likes" BIGINT NOT NULL DEFAULT 0, "likes_n" INTEGER NOT NULL DEFAULT 0,
    "comments" BIGINT NOT NULL DEFAULT 0, "comments_n" INTEGER NOT NULL DEFAULT 0,
    "shares" BIGINT NOT NULL DEFAULT 0, "shares_n" INTEGER NOT NULL DEFAULT 0,
    "saves" BIGINT NOT NULL DEFAULT 0, "saves_n" INTEGER NOT NULL DEFAULT 0,
    "clicks" BIGINT NOT NULL DEFAULT 0, "clicks_n" INTEGER NOT NULL DEFAULT 0,
    "engagements" BIGINT NOT NULL DEFAULT 0, "engagement_base" BIGINT NOT NULL DEFAULT 0, "rated_n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "metric_day_rollups_pkey" PRIMARY KEY ("workspace_id", "brand_id", "day", "platform")
);
ALTER TABLE "metric_day_rollups" ADD CONSTRAINT "metric_day_rollups_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The same per publishing day and hour (group_by weekday_hour: the weekday is the day's).
CREATE TABLE "metric_hour_rollups" (LIKE "metric_day_rollups" INCLUDING DEFAULTS);
ALTER TABLE "metric_hour_rollups" ADD COLUMN "hour" SMALLINT NOT NULL;
ALTER TABLE "metric_hour_rollups" ADD CONSTRAINT "metric_hour_rollups_pkey" PRIMARY KEY ("workspace_id", "brand_id", "day", "hour", "platform");
ALTER TABLE "metric_hour_rollups" ADD CONSTRAINT "metric_hour_rollups_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Adds `sign` times one delivery's totals to both rollups (an update is -1 of the old row, +1 of the new).
CREATE FUNCTION metric_rollups_apply(t metric_delivery_totals, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO metric_day_rollups AS r (workspace_id, brand_id, platform, day, deliveries,
    views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
    engagements, engagement_base, rated_n)
  VALUES (t.workspace_id, t.brand_id, t.platform, t.day, sign,
    sign * coalesce(t.views, 0), sign * (t.views IS NOT NULL)::int, sign * coalesce(t.reach, 0), sign * (t.reach IS NOT NULL)::int,
    sign * coalesce(t.likes, 0), sign * (t.likes IS NOT NULL)::int, sign * coalesce(t.comments, 0), sign * (t.comments IS NOT NULL)::int,
    sign * coalesce(t.shares, 0), sign * (t.shares IS NOT NULL)::int, sign * coalesce(t.saves, 0), sign * (t.saves IS NOT NULL)::int,
    sign * coalesce(t.clicks, 0), sign * (t.clicks IS NOT NULL)::int,
    sign * coalesce(t.engagements, 0), sign * coalesce(t.engagement_base, 0), sign * (t.engagement_base IS NOT NULL)::int)
  ON CONFLICT (workspace_id, brand_id, day, platform) DO UPDATE SET deliveries = r.deliveries + excluded.deliveries,
    views = r.views + excluded.views, views_n = r.views_n + excluded.views_n, reach = r.reach + excluded.reach, reach_n = r.reach_n + excluded.reach_n,
    likes = r.likes + excluded.likes, likes_n = r.likes_n + excluded.likes_n, comments = r.comments + excluded.comments, comments_n = r.comments_n + excluded.comments_n,
    shares = r.shares + excluded.shares, shares_n = r.shares_n + excluded.shares_n, saves = r.saves + excluded.saves, saves_n = r.saves_n + excluded.saves_n,
    clicks = r.clicks + excluded.clicks, clicks_n = r.clicks_n + excluded.clicks_n,
    engagements = r.engagements + excluded.engagements, engagement_base = r.engagement_base + excluded.engagement_base, rated_n = r.rated_n + excluded.rated_n;

  INSERT INTO metric_hour_rollups AS r (workspace_id, brand_id, platform, day, hour, deliveries,
    views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
    engagements, engagement_base, rated_n)
  VALUES (t.workspace_id, t.brand_id, t.platform, t.day, t.hour, sign,
    sign * coalesce(t.views, 0), sign * (t.views IS NOT NULL)::int, sign * coalesce(t.reach, 0), sign * (t.reach IS NOT NULL)::int,
    sign * coalesce(t.likes, 0), sign * (t.likes IS NOT NULL)::int, sign * coalesce(t.comments, 0), sign * (t.comments IS NOT NULL)::int,
    sign * coalesce(t.shares, 0), sign * (t.shares IS NOT NULL)::int, sign * coalesce(t.saves, 0), sign * (t.saves IS NOT NULL)::int,
    sign * coalesce(t.clicks, 0), sign * (t.clicks IS NOT NULL)::int,
    sign * coalesce(t.engagements, 0), sign * coalesce(t.engagement_base, 0), sign * (t.engagement_base IS NOT NULL)::int)
  ON CONFLICT (workspace_id, brand_id, day, hour, platform) DO UPDATE SET deliveries = r.deliveries + excluded.deliveries,
    views = r.views + excluded.views, views_n = r.views_n + excluded.views_n, reach = r.reach + excluded.reach, reach_n = r.reach_n + excluded.reach_n,
    likes = r.likes + excluded.likes, likes_n = r.likes_n + excluded.likes_n, comments = r.comments + excluded.comments, comments_n = r.comments_n + excluded.comments_n,
    shares = r.shares + excluded.shares, shares_n = r.shares_n + excluded.shares_n, saves = r.saves + excluded.saves, saves_n = r.saves_n + excluded.saves_n,
    clicks = r.clicks + excluded.clicks, clicks_n = r.clicks_n + excluded.clicks_n,
    engagements = r.engagements + excluded.engagements, engagement_base = r.engagement_base + excluded.engagement_base, rated_n = r.rated_n + excluded.rated_n;
END
$$;

-- A delivery's totals written, replaced or deleted (a deleted post's deliveries cascade here): the rollups follow.
CREATE FUNCTION metric_rollups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM metric_rollups_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM metric_rollups_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "metric_rollups_follow" AFTER INSERT OR UPDATE OR DELETE ON "metric_delivery_totals"
  FOR EACH ROW EXECUTE FUNCTION metric_rollups_follow();

-- Per brand: a post's total of `metric` (the latest reading of each of its platforms, summed)
-- reaching `threshold` sends post.metrics_threshold, once per post and threshold.
CREATE TABLE "metric_thresholds" (
    "brand_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "metric" TEXT NOT NULL,
    "threshold" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),

    CONSTRAINT "metric_thresholds_pkey" PRIMARY KEY ("brand_id", "metric", "threshold"),
    CONSTRAINT "metric_thresholds_metric_check" CHECK ("metric" IN ('views', 'reach', 'likes', 'comments', 'shares', 'saves', 'clicks') AND "threshold" > 0)
);
ALTER TABLE "metric_thresholds" ADD CONSTRAINT "metric_thresholds_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "metric_thresholds" ADD CONSTRAINT "metric_thresholds_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The thresholds each post has reached (and had its event for).
CREATE TABLE "metric_threshold_crossings" (
    "post_id" UUID NOT NULL,
    "metric" TEXT NOT NULL,
    "threshold" BIGINT NOT NULL,
    "crossed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),

    CONSTRAINT "metric_threshold_crossings_pkey" PRIMARY KEY ("post_id", "metric", "threshold")
);
ALTER TABLE "metric_threshold_crossings" ADD CONSTRAINT "metric_threshold_crossings_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A snapshot as GET /api/v1/posts/{id}/metrics shows it (lib/metrics/read-post-metrics.ts).
CREATE FUNCTION metric_snapshot_json(s metric_snapshots) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  rate record;
BEGIN
  SELECT * INTO rate FROM metric_engagement(s.error IS NOT NULL, s.likes, s.comments, s.shares, s.saves, s.views, s.reach);
  RETURN jsonb_build_object(
    'taken_at', webhook_iso(s.taken_at),
    'source_endpoint', s.source_endpoint,
    'error', s.error,
    'metrics', jsonb_build_object(
      'views', jsonb_build_object('state', s.views_state, 'value', s.views),
      'reach', jsonb_build_object('state', s.reach_state, 'value', s.reach),
      'likes', jsonb_build_object('state', s.likes_state, 'value', s.likes),
      'comments', jsonb_build_object('state', s.comments_state, 'value', s.comments),
      'shares', jsonb_build_object('state', s.shares_state, 'value', s.shares),
      'saves', jsonb_build_object('state', s.saves_state, 'value', s.saves),
      'clicks', jsonb_build_object('state', s.clicks_state, 'value', s.clicks)),
    'extras', s.extras,
    'engagement_rate', jsonb_build_object(
      'value', CASE WHEN rate.base IS NULL THEN NULL ELSE rate.engagements::float8 / rate.base::float8 END,
      'basis', rate.basis,
      'reason', rate.reason));
END
$$;

-- Each stored snapshot: its delivery's totals (a reading with values, not older than the one
-- they hold), post.metrics_updated, and post.metrics_threshold for each of the brand's
-- thresholds the post has now reached for the first time. In the snapshot's own transaction.
CREATE FUNCTION metric_snapshot_stored() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post_brand uuid;
  post_user uuid;
  zone text;
  published timestamptz;
  rate record;
  threshold_row record;
  reached bigint;
BEGIN
  -- The events go to the post's workspace, caused by the post's author (as delivery.failed is).
  SELECT p.brand_id, p.user_id INTO post_brand, post_user FROM posts p WHERE p.id = NEW.post_id;
  IF NEW.error IS NULL THEN
    SELECT coalesce((SELECT q.timezone FROM brand_queues q WHERE q.brand_id = post_brand), 'UTC') INTO zone;
    SELECT coalesce((SELECT m.published_at FROM metric_schedules m WHERE m.delivery_id = NEW.delivery_id), NEW.taken_at) INTO published;
    SELECT * INTO rate FROM metric_engagement(false, NEW.likes, NEW.comments, NEW.shares, NEW.saves, NEW.views, NEW.reach);
    INSERT INTO metric_delivery_totals AS t (delivery_id, workspace_id, brand_id, post_id, platform, day, hour, taken_at,
      views, reach, likes, comments, shares, saves, clicks, engagements, engagement_base)
    VALUES (NEW.delivery_id, NEW.workspace_id, coalesce(post_brand, '00000000-0000-0000-0000-000000000000'), NEW.post_id, NEW.platform,
      (published AT TIME ZONE zone)::date, extract(hour FROM published AT TIME ZONE zone)::smallint, NEW.taken_at,
      NEW.views, NEW.reach, NEW.likes, NEW.comments, NEW.shares, NEW.saves, NEW.clicks, rate.engagements, rate.base)
    -- The day and hour stay where the delivery was first counted, so a later reading replaces it in the same rollup rows.
    ON CONFLICT (delivery_id) DO UPDATE SET taken_at = excluded.taken_at,
      views = excluded.views, reach = excluded.reach, likes = excluded.likes, comments = excluded.comments,
      shares = excluded.shares, saves = excluded.saves, clicks = excluded.clicks,
      engagements = excluded.engagements, engagement_base = excluded.engagement_base
    WHERE t.taken_at <= excluded.taken_at;
  END IF;

  PERFORM webhook_enqueue_in(NEW.workspace_id, post_user, 'post.metrics_updated', jsonb_build_object(
    'post_id', NEW.post_id, 'brand_id', post_brand, 'platform', NEW.platform, 'delivery_id', NEW.delivery_id,
    'snapshot', metric_snapshot_json(NEW)));

  IF NEW.error IS NULL AND post_brand IS NOT NULL THEN
    FOR threshold_row IN SELECT th.metric, th.threshold FROM metric_thresholds th WHERE th.brand_id = post_brand ORDER BY th.metric, th.threshold LOOP
      SELECT sum(CASE threshold_row.metric WHEN 'views' THEN t.views WHEN 'reach' THEN t.reach WHEN 'likes' THEN t.likes
        WHEN 'comments' THEN t.comments WHEN 'shares' THEN t.shares WHEN 'saves' THEN t.saves ELSE t.clicks END)
      INTO reached FROM metric_delivery_totals t WHERE t.post_id = NEW.post_id;
      IF reached >= threshold_row.threshold THEN
        INSERT INTO metric_threshold_crossings (post_id, metric, threshold) VALUES (NEW.post_id, threshold_row.metric, threshold_row.threshold)
        ON CONFLICT DO NOTHING;
        IF FOUND THEN
          PERFORM webhook_enqueue_in(NEW.workspace_id, post_user, 'post.metrics_threshold', jsonb_build_object(
            'post_id', NEW.post_id, 'brand_id', post_brand, 'metric', threshold_row.metric,
            'threshold', threshold_row.threshold, 'value', reached, 'platform', NEW.platform));
        END IF;
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "metric_snapshot_stored" AFTER INSERT ON "metric_snapshots"
  FOR EACH ROW EXECUTE FUNCTION metric_snapshot_stored();

-- "Refresh now" (POST /api/v1/posts/{id}/metrics/refresh): when each post was last refreshed by
-- hand (one per 5 minutes), and each workspace's refreshes per hour (a fixed window).
CREATE TABLE "metric_refresh_marks" (
    "post_id" UUID NOT NULL,
    "refreshed_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "metric_refresh_marks_pkey" PRIMARY KEY ("post_id")
);
ALTER TABLE "metric_refresh_marks" ADD CONSTRAINT "metric_refresh_marks_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "metric_refresh_windows" (
    "workspace_id" UUID NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "metric_refresh_windows_pkey" PRIMARY KEY ("workspace_id", "window_start")
);
ALTER TABLE "metric_refresh_windows" ADD CONSTRAINT "metric_refresh_windows_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
