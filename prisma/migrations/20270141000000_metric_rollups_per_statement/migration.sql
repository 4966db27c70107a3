-- Storing a batch of metrics snapshots (one platform request's readings, up to 100 stored by one
-- INSERT: lib/metrics/record-metrics.ts) ran the analytics triggers once per snapshot: a totals
-- upsert, then for each totals row three rollup upserts (day, hour, voice), all on the same few
-- rollup rows, since a brand's posts share their days. Profiled with bench:analytics --profile
-- (docs/performance.md), that was most of a snapshot's cost. The same work is now done once per
-- statement, over the statement's rows (transition tables): one totals upsert for the batch, and
-- one upsert per rollup table with the batch's sums per brand × platform × day (× hour, × theme
-- and band). The sums are the same (lib/analytics/rollups-per-statement.test.ts compares a mixed
-- batch with the same readings stored one by one).
--
-- What differs when one statement stores several snapshots: a delivery with two readings in it
-- counts the later (by taken_at; a tie is either, the row triggers took the last inserted); a
-- post's thresholds are checked once, on its totals after the whole statement (the row triggers
-- checked after each row, so a total passing a threshold and dropping back within one statement
-- fired there and does not here), the event naming the platform of the post's latest reading in
-- the statement; the post.metrics_updated events come first, then the threshold events.

-- Each stored statement's snapshots: their deliveries' totals (the latest reading with values of
-- each, not older than the one the totals hold), post.metrics_updated for each snapshot when an
-- endpoint of its workspace receives it, and post.metrics_threshold for each threshold of the
-- brand a post has now reached for the first time. In the snapshots' own transaction.
CREATE FUNCTION metric_snapshots_stored() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  snap metric_snapshots;
  post_brand uuid;
  post_user uuid;
  item record;
  reached bigint;
BEGIN
  -- Where each delivery counts (as metric_snapshot_stored placed it): the post's brand (nil UUID
  -- for none), the publishing day and hour in the brand queue's time zone (else UTC), publishing
  -- being the schedule's time, else the delivery's first reading with values in the statement;
  -- and where it counts by voice, the post's theme and consistency band (metric_delivery_voice
  -- looked each row's post up again; the post is joined here anyway).
  INSERT INTO metric_delivery_totals AS t (delivery_id, workspace_id, brand_id, post_id, platform, day, hour, taken_at,
    views, reach, likes, comments, shares, saves, clicks, engagements, engagement_base, content_theme, consistency_band)
  SELECT l.delivery_id, l.workspace_id, coalesce(p.brand_id, '00000000-0000-0000-0000-000000000000'), l.post_id, l.platform,
    (w.published AT TIME ZONE w.zone)::date, extract(hour FROM w.published AT TIME ZONE w.zone)::smallint, l.taken_at,
    l.views, l.reach, l.likes, l.comments, l.shares, l.saves, l.clicks, rate.engagements, rate.base,
    coalesce(p.content_theme, ''), consistency_band(p.consistency_score)
  FROM (
    SELECT DISTINCT ON (s.delivery_id) s.*, min(s.taken_at) OVER (PARTITION BY s.delivery_id) AS first_taken
    FROM stored s WHERE s.error IS NULL
    ORDER BY s.delivery_id, s.taken_at DESC
  ) l
  LEFT JOIN metric_schedules m ON m.delivery_id = l.delivery_id
  LEFT JOIN posts p ON p.id = l.post_id
  LEFT JOIN brand_queues q ON q.brand_id = p.brand_id
  CROSS JOIN LATERAL (SELECT coalesce(m.published_at, l.first_taken) AS published, coalesce(q.timezone, 'UTC') AS zone) AS w
  CROSS JOIN LATERAL metric_engagement(false, l.likes, l.comments, l.shares, l.saves, l.views, l.reach) AS rate
  -- In delivery order, so two runners' statements lock totals rows in the same order.
  ORDER BY l.delivery_id
  -- The day and hour stay where the delivery was first counted, so a later reading replaces it in the same rollup rows.
  ON CONFLICT (delivery_id) DO UPDATE SET taken_at = excluded.taken_at,
    views = excluded.views, reach = excluded.reach, likes = excluded.likes, comments = excluded.comments,
    shares = excluded.shares, saves = excluded.saves, clicks = excluded.clicks,
    engagements = excluded.engagements, engagement_base = excluded.engagement_base
  WHERE t.taken_at <= excluded.taken_at;

  -- The payload is built only for snapshots an endpoint of their workspace receives (the common
  -- case, a workspace without one, costs one index probe per snapshot).
  FOR snap IN
    SELECT s.* FROM stored s
    WHERE EXISTS (SELECT 1 FROM webhook_endpoints e
      WHERE e.workspace_id = s.workspace_id AND e.disabled_at IS NULL AND 'post.metrics_updated' = ANY (e.events))
    ORDER BY s.taken_at, s.delivery_id
  LOOP
    -- The events go to the post's workspace, caused by the post's author (as delivery.failed is).
    SELECT p.brand_id, p.user_id INTO post_brand, post_user FROM posts p WHERE p.id = snap.post_id;
    PERFORM webhook_enqueue_in(snap.workspace_id, post_user, 'post.metrics_updated', jsonb_build_object(
      'post_id', snap.post_id, 'brand_id', post_brand, 'platform', snap.platform, 'delivery_id', snap.delivery_id,
      'snapshot', metric_snapshot_json(snap)));
  END LOOP;

  -- Each post with a reading with values, against each threshold of its brand: its total (the
  -- latest reading of each of its platforms, summed) reaching it sends the event once.
  FOR item IN
    SELECT DISTINCT ON (s.post_id, th.metric, th.threshold) s.post_id, s.workspace_id, s.platform, p.brand_id, p.user_id, th.metric, th.threshold
    FROM stored s JOIN posts p ON p.id = s.post_id JOIN metric_thresholds th ON th.brand_id = p.brand_id
    WHERE s.error IS NULL
    ORDER BY s.post_id, th.metric, th.threshold, s.taken_at DESC
  LOOP
    SELECT sum(CASE item.metric WHEN 'views' THEN t.views WHEN 'reach' THEN t.reach WHEN 'likes' THEN t.likes
      WHEN 'comments' THEN t.comments WHEN 'shares' THEN t.shares WHEN 'saves' THEN t.saves ELSE t.clicks END)
    INTO reached FROM metric_delivery_totals t WHERE t.post_id = item.post_id;
    IF reached >= item.threshold THEN
      INSERT INTO metric_threshold_crossings (post_id, metric, threshold) VALUES (item.post_id, item.metric, item.threshold)
      ON CONFLICT DO NOTHING;
      IF FOUND THEN
        PERFORM webhook_enqueue_in(item.workspace_id, item.user_id, 'post.metrics_threshold', jsonb_build_object(
          'post_id', item.post_id, 'brand_id', item.brand_id, 'metric', item.metric,
          'threshold', item.threshold, 'value', reached, 'platform', item.platform));
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

DROP TRIGGER "metric_snapshot_stored" ON "metric_snapshots";
DROP TRIGGER "metric_delivery_voice" ON "metric_delivery_totals";
DROP FUNCTION metric_delivery_voice();
DROP FUNCTION metric_snapshot_stored();
CREATE TRIGGER "metric_snapshots_stored" AFTER INSERT ON "metric_snapshots"
  REFERENCING NEW TABLE AS stored
  FOR EACH STATEMENT EXECUTE FUNCTION metric_snapshots_stored();

-- Adds `added` and takes out `removed` (totals rows) in every rollup, once per rollup row: each
-- rollup row gets the sums of its rows in the change, in key order (two runners' statements lock
-- shared rollup rows in the same order, so they wait for each other instead of deadlocking).
-- PL/pgSQL, not SQL: a SQL function's statement is planned again at every call, which cost more
-- than running it; PL/pgSQL keeps the plan for the session.
CREATE FUNCTION metric_rollups_change(added metric_delivery_totals[], removed metric_delivery_totals[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT 1 AS sign, a.* FROM unnest(added) AS a
    UNION ALL
    SELECT -1 AS sign, r.* FROM unnest(removed) AS r
  ), signed AS (
    SELECT workspace_id, brand_id, platform, day, hour, content_theme, consistency_band, sign AS deliveries,
      sign * coalesce(views, 0) AS views, sign * (views IS NOT NULL)::int AS views_n,
      sign * coalesce(reach, 0) AS reach, sign * (reach IS NOT NULL)::int AS reach_n,
      sign * coalesce(likes, 0) AS likes, sign * (likes IS NOT NULL)::int AS likes_n,
      sign * coalesce(comments, 0) AS comments, sign * (comments IS NOT NULL)::int AS comments_n,
      sign * coalesce(shares, 0) AS shares, sign * (shares IS NOT NULL)::int AS shares_n,
      sign * coalesce(saves, 0) AS saves, sign * (saves IS NOT NULL)::int AS saves_n,
      sign * coalesce(clicks, 0) AS clicks, sign * (clicks IS NOT NULL)::int AS clicks_n,
      sign * coalesce(engagements, 0) AS engagements, sign * coalesce(engagement_base, 0) AS engagement_base,
      sign * (engagement_base IS NOT NULL)::int AS rated_n
    FROM changes
  ), days AS (
    INSERT INTO metric_day_rollups AS r (workspace_id, brand_id, platform, day, deliveries,
      views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
      engagements, engagement_base, rated_n)
    SELECT workspace_id, brand_id, platform, day, sum(deliveries),
      sum(views), sum(views_n), sum(reach), sum(reach_n), sum(likes), sum(likes_n), sum(comments), sum(comments_n),
      sum(shares), sum(shares_n), sum(saves), sum(saves_n), sum(clicks), sum(clicks_n),
      sum(engagements), sum(engagement_base), sum(rated_n)
    FROM signed GROUP BY workspace_id, brand_id, day, platform ORDER BY workspace_id, brand_id, day, platform
    ON CONFLICT (workspace_id, brand_id, day, platform) DO UPDATE SET deliveries = r.deliveries + excluded.deliveries,
      views = r.views + excluded.views, views_n = r.views_n + excluded.views_n, reach = r.reach + excluded.reach, reach_n = r.reach_n + excluded.reach_n,
      likes = r.likes + excluded.likes, likes_n = r.likes_n + excluded.likes_n, comments = r.comments + excluded.comments, comments_n = r.comments_n + excluded.comments_n,
      shares = r.shares + excluded.shares, shares_n = r.shares_n + excluded.shares_n, saves = r.saves + excluded.saves, saves_n = r.saves_n + excluded.saves_n,
      clicks = r.clicks + excluded.clicks, clicks_n = r.clicks_n + excluded.clicks_n,
      engagements = r.engagements + excluded.engagements, engagement_base = r.engagement_base + excluded.engagement_base, rated_n = r.rated_n + excluded.rated_n
  ), hours AS (
    INSERT INTO metric_hour_rollups AS r (workspace_id, brand_id, platform, day, hour, deliveries,
      views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
      engagements, engagement_base, rated_n)
    SELECT workspace_id, brand_id, platform, day, hour, sum(deliveries),
      sum(views), sum(views_n), sum(reach), sum(reach_n), sum(likes), sum(likes_n), sum(comments), sum(comments_n),
      sum(shares), sum(shares_n), sum(saves), sum(saves_n), sum(clicks), sum(clicks_n),
      sum(engagements), sum(engagement_base), sum(rated_n)
    FROM signed GROUP BY workspace_id, brand_id, day, hour, platform ORDER BY workspace_id, brand_id, day, hour, platform
    ON CONFLICT (workspace_id, brand_id, day, hour, platform) DO UPDATE SET deliveries = r.deliveries + excluded.deliveries,
      views = r.views + excluded.views, views_n = r.views_n + excluded.views_n, reach = r.reach + excluded.reach, reach_n = r.reach_n + excluded.reach_n,
      likes = r.likes + excluded.likes, likes_n = r.likes_n + excluded.likes_n, comments = r.comments + excluded.comments, comments_n = r.comments_n + excluded.comments_n,
      shares = r.shares + excluded.shares, shares_n = r.shares_n + excluded.shares_n, saves = r.saves + excluded.saves, saves_n = r.saves_n + excluded.saves_n,
      clicks = r.clicks + excluded.clicks, clicks_n = r.clicks_n + excluded.clicks_n,
      engagements = r.engagements + excluded.engagements, engagement_base = r.engagement_base + excluded.engagement_base, rated_n = r.rated_n + excluded.rated_n
  )
  INSERT INTO metric_voice_rollups AS r (workspace_id, brand_id, platform, day, content_theme, consistency_band, deliveries,
    views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
    engagements, engagement_base, rated_n)
  SELECT workspace_id, brand_id, platform, day, content_theme, consistency_band, sum(deliveries),
    sum(views), sum(views_n), sum(reach), sum(reach_n), sum(likes), sum(likes_n), sum(comments), sum(comments_n),
    sum(shares), sum(shares_n), sum(saves), sum(saves_n), sum(clicks), sum(clicks_n),
    sum(engagements), sum(engagement_base), sum(rated_n)
  FROM signed GROUP BY workspace_id, brand_id, day, platform, content_theme, consistency_band
  ORDER BY workspace_id, brand_id, day, platform, content_theme, consistency_band
  ON CONFLICT (workspace_id, brand_id, day, platform, content_theme, consistency_band) DO UPDATE SET deliveries = r.deliveries + excluded.deliveries,
    views = r.views + excluded.views, views_n = r.views_n + excluded.views_n, reach = r.reach + excluded.reach, reach_n = r.reach_n + excluded.reach_n,
    likes = r.likes + excluded.likes, likes_n = r.likes_n + excluded.likes_n, comments = r.comments + excluded.comments, comments_n = r.comments_n + excluded.comments_n,
    shares = r.shares + excluded.shares, shares_n = r.shares_n + excluded.shares_n, saves = r.saves + excluded.saves, saves_n = r.saves_n + excluded.saves_n,
    clicks = r.clicks + excluded.clicks, clicks_n = r.clicks_n + excluded.clicks_n,
    engagements = r.engagements + excluded.engagements, engagement_base = r.engagement_base + excluded.engagement_base, rated_n = r.rated_n + excluded.rated_n;
END
$$;

-- The totals' rows written, replaced or deleted by one statement (a deleted post's deliveries
-- cascade here): the rollups follow once. One trigger per event, as a trigger with transition
-- tables takes one event.
CREATE FUNCTION metric_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM metric_rollups_change(ARRAY(SELECT ROW(a.*)::metric_delivery_totals FROM added a), '{}');
  RETURN NULL;
END
$$;
CREATE FUNCTION metric_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An upsert whose reading was older than the totals' updates no row, and still fires this.
  IF NOT EXISTS (SELECT 1 FROM added) THEN
    RETURN NULL;
  END IF;
  PERFORM metric_rollups_change(ARRAY(SELECT ROW(a.*)::metric_delivery_totals FROM added a), ARRAY(SELECT ROW(r.*)::metric_delivery_totals FROM removed r));
  RETURN NULL;
END
$$;
CREATE FUNCTION metric_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM metric_rollups_change('{}', ARRAY(SELECT ROW(r.*)::metric_delivery_totals FROM removed r));
  RETURN NULL;
END
$$;

DROP TRIGGER "metric_rollups_follow" ON "metric_delivery_totals";
DROP TRIGGER "metric_voice_rollups_follow" ON "metric_delivery_totals";
DROP FUNCTION metric_rollups_follow();
DROP FUNCTION metric_voice_rollups_follow();
DROP FUNCTION metric_rollups_apply(metric_delivery_totals, integer);
DROP FUNCTION metric_voice_rollups_apply(metric_delivery_totals, integer);
DROP FUNCTION metric_rollup_difference(metric_delivery_totals, metric_delivery_totals);

CREATE TRIGGER "metric_totals_inserted" AFTER INSERT ON "metric_delivery_totals"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION metric_totals_inserted();
CREATE TRIGGER "metric_totals_updated" AFTER UPDATE ON "metric_delivery_totals"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION metric_totals_updated();
CREATE TRIGGER "metric_totals_deleted" AFTER DELETE ON "metric_delivery_totals"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION metric_totals_deleted();
