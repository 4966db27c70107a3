-- Storing a metrics snapshot built its post.metrics_updated payload for every row, even in a
-- workspace without an endpoint for that event (the common case, and every bench's): profiled
-- on bench:analytics' database, 100 readings took 460-515 ms with the triggers, 11 ms without,
-- and building their 100 payloads alone 134-188 ms (docs/performance.md, bench:analytics). The
-- same function as in 20261231050000_metric_rollups, the event enqueued exactly as before when
-- an endpoint receives it.

CREATE OR REPLACE FUNCTION metric_snapshot_stored() RETURNS trigger LANGUAGE plpgsql AS $$
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

  -- The payload (the snapshot as JSON, with its engagement rate) is built only when an endpoint
  -- of the workspace receives the event: webhook_enqueue_in would check that itself, but only
  -- after its arguments were built, which was about a third of this trigger's cost per snapshot.
  IF EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.workspace_id = NEW.workspace_id AND e.disabled_at IS NULL AND 'post.metrics_updated' = ANY (e.events)) THEN
    PERFORM webhook_enqueue_in(NEW.workspace_id, post_user, 'post.metrics_updated', jsonb_build_object(
      'post_id', NEW.post_id, 'brand_id', post_brand, 'platform', NEW.platform, 'delivery_id', NEW.delivery_id,
      'snapshot', metric_snapshot_json(NEW)));
  END IF;

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

-- A later reading of a counted delivery (five of a schedule's six) replaced its totals row, and
-- the rollup triggers took the old row out and put the new one in: two upserts per rollup, six
-- in all. Its day, hour, brand, theme and band never change (they are fixed when it is first
-- counted), so one UPDATE per rollup adds the difference instead; the same sums. Profiled on the
-- same 100 readings: the rollups were about 300 of the 450 ms.
CREATE FUNCTION metric_rollup_difference(o metric_delivery_totals, n metric_delivery_totals) RETURNS TABLE (
  views bigint, views_n int, reach bigint, reach_n int, likes bigint, likes_n int, comments bigint, comments_n int,
  shares bigint, shares_n int, saves bigint, saves_n int, clicks bigint, clicks_n int, engagements bigint, engagement_base bigint, rated_n int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(n.views, 0) - coalesce(o.views, 0), (n.views IS NOT NULL)::int - (o.views IS NOT NULL)::int,
    coalesce(n.reach, 0) - coalesce(o.reach, 0), (n.reach IS NOT NULL)::int - (o.reach IS NOT NULL)::int,
    coalesce(n.likes, 0) - coalesce(o.likes, 0), (n.likes IS NOT NULL)::int - (o.likes IS NOT NULL)::int,
    coalesce(n.comments, 0) - coalesce(o.comments, 0), (n.comments IS NOT NULL)::int - (o.comments IS NOT NULL)::int,
    coalesce(n.shares, 0) - coalesce(o.shares, 0), (n.shares IS NOT NULL)::int - (o.shares IS NOT NULL)::int,
    coalesce(n.saves, 0) - coalesce(o.saves, 0), (n.saves IS NOT NULL)::int - (o.saves IS NOT NULL)::int,
    coalesce(n.clicks, 0) - coalesce(o.clicks, 0), (n.clicks IS NOT NULL)::int - (o.clicks IS NOT NULL)::int,
    coalesce(n.engagements, 0) - coalesce(o.engagements, 0), coalesce(n.engagement_base, 0) - coalesce(o.engagement_base, 0),
    (n.engagement_base IS NOT NULL)::int - (o.engagement_base IS NOT NULL)::int
$$;

CREATE OR REPLACE FUNCTION metric_rollups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.workspace_id, OLD.brand_id, OLD.platform, OLD.day, OLD.hour) = (NEW.workspace_id, NEW.brand_id, NEW.platform, NEW.day, NEW.hour) THEN
    SELECT * INTO d FROM metric_rollup_difference(OLD, NEW);
    UPDATE metric_day_rollups r SET views = r.views + d.views, views_n = r.views_n + d.views_n, reach = r.reach + d.reach, reach_n = r.reach_n + d.reach_n,
      likes = r.likes + d.likes, likes_n = r.likes_n + d.likes_n, comments = r.comments + d.comments, comments_n = r.comments_n + d.comments_n,
      shares = r.shares + d.shares, shares_n = r.shares_n + d.shares_n, saves = r.saves + d.saves, saves_n = r.saves_n + d.saves_n,
      clicks = r.clicks + d.clicks, clicks_n = r.clicks_n + d.clicks_n, engagements = r.engagements + d.engagements,
      engagement_base = r.engagement_base + d.engagement_base, rated_n = r.rated_n + d.rated_n
    WHERE r.workspace_id = NEW.workspace_id AND r.brand_id = NEW.brand_id AND r.day = NEW.day AND r.platform = NEW.platform;
    IF FOUND THEN
      UPDATE metric_hour_rollups r SET views = r.views + d.views, views_n = r.views_n + d.views_n, reach = r.reach + d.reach, reach_n = r.reach_n + d.reach_n,
        likes = r.likes + d.likes, likes_n = r.likes_n + d.likes_n, comments = r.comments + d.comments, comments_n = r.comments_n + d.comments_n,
        shares = r.shares + d.shares, shares_n = r.shares_n + d.shares_n, saves = r.saves + d.saves, saves_n = r.saves_n + d.saves_n,
        clicks = r.clicks + d.clicks, clicks_n = r.clicks_n + d.clicks_n, engagements = r.engagements + d.engagements,
        engagement_base = r.engagement_base + d.engagement_base, rated_n = r.rated_n + d.rated_n
      WHERE r.workspace_id = NEW.workspace_id AND r.brand_id = NEW.brand_id AND r.day = NEW.day AND r.hour = NEW.hour AND r.platform = NEW.platform;
      IF FOUND THEN
        RETURN NULL;
      END IF;
      -- Not expected (the old row was counted in both): undo the day's difference, then out and in.
      PERFORM metric_rollups_apply(NEW, -1);
      PERFORM metric_rollups_apply(OLD, 1);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM metric_rollups_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM metric_rollups_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION metric_voice_rollups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.workspace_id, OLD.brand_id, OLD.platform, OLD.day, OLD.content_theme, OLD.consistency_band) = (NEW.workspace_id, NEW.brand_id, NEW.platform, NEW.day, NEW.content_theme, NEW.consistency_band) THEN
    SELECT * INTO d FROM metric_rollup_difference(OLD, NEW);
    UPDATE metric_voice_rollups r SET views = r.views + d.views, views_n = r.views_n + d.views_n, reach = r.reach + d.reach, reach_n = r.reach_n + d.reach_n,
      likes = r.likes + d.likes, likes_n = r.likes_n + d.likes_n, comments = r.comments + d.comments, comments_n = r.comments_n + d.comments_n,
      shares = r.shares + d.shares, shares_n = r.shares_n + d.shares_n, saves = r.saves + d.saves, saves_n = r.saves_n + d.saves_n,
      clicks = r.clicks + d.clicks, clicks_n = r.clicks_n + d.clicks_n, engagements = r.engagements + d.engagements,
      engagement_base = r.engagement_base + d.engagement_base, rated_n = r.rated_n + d.rated_n
    WHERE r.workspace_id = NEW.workspace_id AND r.brand_id = NEW.brand_id AND r.day = NEW.day AND r.platform = NEW.platform
      AND r.content_theme = NEW.content_theme AND r.consistency_band = NEW.consistency_band;
    IF FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM metric_voice_rollups_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM metric_voice_rollups_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
