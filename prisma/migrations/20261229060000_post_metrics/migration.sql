-- Post metrics (issue 22, first slice; docs/analytics.md): snapshots of each published delivery's
-- metrics as its platform reported them, and when each delivery's next snapshot is due.

-- One reading of one delivery's metrics. Each normalised metric is a value with its provenance:
-- `<metric>_state` says whether the platform returned it ('value'), does not offer it at all
-- ('not_offered') or did not return it this time ('not_returned'); the number is there exactly
-- when the state is 'value', so a missing metric is never stored as 0. A reading that failed
-- (a malformed, negative or huge answer, a refused token, a post the platform no longer has)
-- keeps its reason in `error` and no value at all.
CREATE TABLE "metric_snapshots" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "workspace_id" UUID NOT NULL,
    "post_id" UUID NOT NULL,
    "delivery_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "taken_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    -- The request the values came from, without its host or any token ("GET /2/tweets?ids=…&tweet.fields=…").
    "source_endpoint" TEXT NOT NULL,
    "error" TEXT,
    "views" BIGINT,
    "views_state" TEXT NOT NULL,
    "reach" BIGINT,
    "reach_state" TEXT NOT NULL,
    "likes" BIGINT,
    "likes_state" TEXT NOT NULL,
    "comments" BIGINT,
    "comments_state" TEXT NOT NULL,
    "shares" BIGINT,
    "shares_state" TEXT NOT NULL,
    "saves" BIGINT,
    "saves_state" TEXT NOT NULL,
    "clicks" BIGINT,
    "clicks_state" TEXT NOT NULL,
    -- What the platform reports beyond the normalised metrics (X's quote_count, Bluesky's quoteCount…).
    "extras" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "metric_snapshots_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "metric_snapshots_views_check" CHECK ("views_state" IN ('value', 'not_offered', 'not_returned') AND ("views_state" = 'value') = ("views" IS NOT NULL) AND ("views" IS NULL OR "views" >= 0)),
    CONSTRAINT "metric_snapshots_reach_check" CHECK ("reach_state" IN ('value', 'not_offered', 'not_returned') AND ("reach_state" = 'value') = ("reach" IS NOT NULL) AND ("reach" IS NULL OR "reach" >= 0)),
    CONSTRAINT "metric_snapshots_likes_check" CHECK ("likes_state" IN ('value', 'not_offered', 'not_returned') AND ("likes_state" = 'value') = ("likes" IS NOT NULL) AND ("likes" IS NULL OR "likes" >= 0)),
    CONSTRAINT "metric_snapshots_comments_check" CHECK ("comments_state" IN ('value', 'not_offered', 'not_returned') AND ("comments_state" = 'value') = ("comments" IS NOT NULL) AND ("comments" IS NULL OR "comments" >= 0)),
    CONSTRAINT "metric_snapshots_shares_check" CHECK ("shares_state" IN ('value', 'not_offered', 'not_returned') AND ("shares_state" = 'value') = ("shares" IS NOT NULL) AND ("shares" IS NULL OR "shares" >= 0)),
    CONSTRAINT "metric_snapshots_saves_check" CHECK ("saves_state" IN ('value', 'not_offered', 'not_returned') AND ("saves_state" = 'value') = ("saves" IS NOT NULL) AND ("saves" IS NULL OR "saves" >= 0)),
    CONSTRAINT "metric_snapshots_clicks_check" CHECK ("clicks_state" IN ('value', 'not_offered', 'not_returned') AND ("clicks_state" = 'value') = ("clicks" IS NOT NULL) AND ("clicks" IS NULL OR "clicks" >= 0)),
    -- A failed reading holds no value.
    CONSTRAINT "metric_snapshots_error_check" CHECK ("error" IS NULL OR ("views" IS NULL AND "reach" IS NULL AND "likes" IS NULL AND "comments" IS NULL AND "shares" IS NULL AND "saves" IS NULL AND "clicks" IS NULL))
);

-- A post's series, oldest first, within its workspace (GET /api/v1/posts/{id}/metrics).
CREATE INDEX "metric_snapshots_workspace_id_post_id_taken_at_idx" ON "metric_snapshots"("workspace_id", "post_id", "taken_at");
CREATE INDEX "metric_snapshots_delivery_id_idx" ON "metric_snapshots"("delivery_id");

ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- When a published delivery's next snapshot is due: `step` counts the snapshots of the schedule
-- already taken (lib/metrics/snapshot-steps.ts: about 1 h, 6 h, 24 h, 72 h, 7 d and 30 d after
-- `published_at`); `due_at` is null once the last was taken. A runner claims a due row by
-- setting `claimed_by` and `claimed_until` (FOR UPDATE SKIP LOCKED, lib/metrics/claim-due-metrics.ts),
-- so two runners never fetch the same snapshot; a claim that ran out belongs to a dead runner.
CREATE TABLE "metric_schedules" (
    "delivery_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "post_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "step" INTEGER NOT NULL DEFAULT 0,
    "due_at" TIMESTAMPTZ(3),
    -- Passing failures (429, 5xx, no answer) of the current step: after a few, the step is recorded as an error and passed.
    "retries" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "claimed_by" TEXT,
    "claimed_until" TIMESTAMPTZ(3),

    CONSTRAINT "metric_schedules_pkey" PRIMARY KEY ("delivery_id"),
    CONSTRAINT "metric_schedules_step_check" CHECK ("step" >= 0 AND "retries" >= 0)
);

-- Due rows in due order; finished schedules (due_at null) are not in the index at all.
CREATE INDEX "metric_schedules_due_at_idx" ON "metric_schedules"("due_at") WHERE "due_at" IS NOT NULL;
CREATE INDEX "metric_schedules_workspace_id_idx" ON "metric_schedules"("workspace_id");

ALTER TABLE "metric_schedules" ADD CONSTRAINT "metric_schedules_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "metric_schedules" ADD CONSTRAINT "metric_schedules_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A live delivery that succeeds starts its schedule, whichever runner or path recorded it: the
-- first snapshot about an hour later. Sandbox deliveries never reached a platform and have none.
CREATE FUNCTION "metric_schedules_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "metric_schedules" ("delivery_id", "workspace_id", "post_id", "platform", "published_at", "step", "due_at")
  SELECT NEW."id", p."workspace_id", NEW."post_id", NEW."platform", now(), 0, now() + interval '1 hour'
  FROM "posts" p WHERE p."id" = NEW."post_id"
  ON CONFLICT ("delivery_id") DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER "metric_schedules_start" AFTER INSERT OR UPDATE OF "status" ON "deliveries"
  FOR EACH ROW WHEN (NEW."status" = 'succeeded' AND NOT NEW."sandbox" AND NEW."platform_post_id" IS NOT NULL)
  EXECUTE FUNCTION "metric_schedules_start"();
