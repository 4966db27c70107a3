-- A posting slot in one round trip (lib/pacing/take-posting-slot.ts). It was five (BEGIN, lock the
-- account's pacer row, count its windows, record the send, COMMIT), and a burst of thousands of
-- deliveries spent more time on those round trips, and on runners queueing behind the row lock
-- held across them, than on the platforms. Same rules: the account's pacer row is locked (created
-- on first use) for the rest of the caller's transaction; each statement below takes a new
-- snapshot (READ COMMITTED, VOLATILE), so the counts include the sends of a runner that held the
-- lock before. Every window must have room, or nothing is recorded and the answer names the
-- window that frees last.
CREATE FUNCTION take_posting_slot(p_connection uuid, p_platform text, p_delivery uuid, p_seconds int[], p_max int[])
RETURNS TABLE (taken boolean, frees_at timestamptz, window_seconds int, window_max int)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_now timestamptz;
  v_full record;
BEGIN
  INSERT INTO posting_pacers (connection_id, platform) VALUES (p_connection, p_platform)
  ON CONFLICT (connection_id, platform) DO UPDATE SET platform = EXCLUDED.platform;
  v_now := clock_timestamp();
  -- For each full window, the moment its max-th most recent send leaves it: one slot frees then.
  SELECT w.seconds, w.max,
    (SELECT s.sent_at FROM posting_sends s
      WHERE s.connection_id = p_connection AND s.platform = p_platform AND s.sent_at > v_now - make_interval(secs => w.seconds)
      ORDER BY s.sent_at DESC OFFSET w.max - 1 LIMIT 1) + make_interval(secs => w.seconds) AS frees
  INTO v_full
  FROM unnest(p_seconds, p_max) AS w(seconds, max)
  ORDER BY 3 DESC NULLS LAST
  LIMIT 1;
  IF v_full.frees IS NOT NULL THEN
    RETURN QUERY SELECT false, v_full.frees, v_full.seconds, v_full.max;
    RETURN;
  END IF;
  -- The send; the account's sends older than its longest window count nowhere and go.
  DELETE FROM posting_sends
   WHERE connection_id = p_connection AND platform = p_platform
     AND sent_at <= v_now - make_interval(secs => (SELECT max(s) FROM unnest(p_seconds) AS s));
  INSERT INTO posting_sends (id, connection_id, platform, delivery_id, sent_at)
  VALUES (gen_random_uuid(), p_connection, p_platform, p_delivery, v_now);
  RETURN QUERY SELECT true, NULL::timestamptz, NULL::int, NULL::int;
END;
$$;
