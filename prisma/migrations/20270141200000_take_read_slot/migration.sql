-- A metrics read slot in one round trip (lib/pacing/take-read-slot.ts), as take_posting_slot does
-- for posting. It was up to eight (BEGIN; per pacer: lock its row, count its windows, record the
-- reads; COMMIT): profiled with bench:analytics --profile, the read limits cost more time per
-- batch than storing its snapshots. Same rules: each pacer's row is locked (created on first use)
-- in key order, so two runners cannot deadlock, until the caller's transaction ends; the counts
-- are taken after the locks, so they include the reads of a runner that held a lock before; every
-- window of every pacer must have room for the reading, or nothing is recorded and the answer
-- names the window that frees last.
--
-- One row of (p_pacers[i], p_seconds[i], p_max[i]) per window of a pacer. p_cost reads are
-- recorded in each pacer; a window is asked for at most its pacer's smallest max of them (a
-- reading costlier than a whole window waits for the window to empty).
CREATE FUNCTION take_read_slot(p_pacers text[], p_seconds int[], p_max int[], p_cost int)
RETURNS TABLE (taken boolean, pacer_key text, frees_at timestamptz, window_seconds int, window_max int)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_pacer text;
  v_now timestamptz;
  v_full record;
BEGIN
  FOR v_pacer IN SELECT DISTINCT p FROM unnest(p_pacers) AS p ORDER BY 1 LOOP
    INSERT INTO metric_read_pacers (pacer_key) VALUES (v_pacer)
    ON CONFLICT ON CONSTRAINT metric_read_pacers_pkey DO UPDATE SET pacer_key = EXCLUDED.pacer_key;
  END LOOP;
  v_now := clock_timestamp();
  -- For each window with no room for the reading, when enough of its reads have left it.
  SELECT w.pacer, w.seconds, w.max,
    (SELECT r.read_at FROM metric_reads r
      WHERE r.pacer_key = w.pacer AND r.read_at > v_now - make_interval(secs => w.seconds)
      ORDER BY r.read_at DESC OFFSET GREATEST(w.max - LEAST(p_cost, w.smallest), 0) LIMIT 1) + make_interval(secs => w.seconds) AS frees
  INTO v_full
  FROM (SELECT u.pacer, u.seconds, u.max, min(u.max) OVER (PARTITION BY u.pacer) AS smallest
        FROM unnest(p_pacers, p_seconds, p_max) AS u(pacer, seconds, max)) AS w
  ORDER BY 4 DESC NULLS LAST
  LIMIT 1;
  IF v_full.frees IS NOT NULL THEN
    RETURN QUERY SELECT false, v_full.pacer, v_full.frees, v_full.seconds, v_full.max;
    RETURN;
  END IF;
  -- The reads; each pacer's reads older than its longest window count nowhere and go.
  FOR v_pacer IN SELECT DISTINCT p FROM unnest(p_pacers) AS p ORDER BY 1 LOOP
    DELETE FROM metric_reads r
     WHERE r.pacer_key = v_pacer
       AND r.read_at <= v_now - make_interval(secs => (SELECT max(u.seconds) FROM unnest(p_pacers, p_seconds) AS u(pacer, seconds) WHERE u.pacer = v_pacer));
    INSERT INTO metric_reads (id, pacer_key, read_at) SELECT gen_random_uuid(), v_pacer, v_now FROM generate_series(1, p_cost);
  END LOOP;
  RETURN QUERY SELECT true, NULL::text, NULL::timestamptz, NULL::int, NULL::int;
END;
$$;
