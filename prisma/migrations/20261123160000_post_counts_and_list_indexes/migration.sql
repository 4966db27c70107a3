-- DropIndex
DROP INDEX "posts_brand_id_status_idx";

-- DropIndex
DROP INDEX "deliveries_post_id_idx";

-- CreateTable
CREATE TABLE "post_counts" (
    "user_id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "status" "PostStatus" NOT NULL,
    "shard" SMALLINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "post_counts_pkey" PRIMARY KEY ("user_id","brand_id","status","shard")
);

-- CreateTable
CREATE TABLE "post_day_counts" (
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "brand_id" UUID NOT NULL,
    "status" "PostStatus" NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "post_day_counts_pkey" PRIMARY KEY ("user_id","day","brand_id","status")
);

-- CreateIndex
CREATE INDEX "posts_user_id_status_created_at_id_idx" ON "posts"("user_id", "status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "deliveries_post_id_created_at_idx" ON "deliveries"("post_id", "created_at" DESC);

-- Written by hand from here on: what prisma/schema.prisma cannot express.

-- The time a post is placed at on the calendar: a published post at its publication (its
-- scheduled time if none was recorded), a scheduled or failed post at its scheduled time, a
-- draft nowhere. Generated, so that no writer can forget it; the range filter of GET /posts
-- and the day counters below read it.
ALTER TABLE "posts" ADD COLUMN "placed_at" TIMESTAMPTZ(3) GENERATED ALWAYS AS (
  CASE "status"
    WHEN 'published' THEN COALESCE("published_at", "scheduled_at")
    WHEN 'draft' THEN NULL
    ELSE "scheduled_at"
  END
) STORED;

-- One index per list order and leading filter, so that a page reads its rows and no more
-- (lib/posts/list-posts-sql.ts). Newest created first: per user (since the first migration),
-- per user and status (above), per brand, per brand and status. By placed time: per user and
-- status, per brand and status; a range without a status merges the three placed statuses.
-- Partial: posts without a brand, and drafts, have no place in them.
CREATE INDEX "posts_brand_id_created_at_id_idx" ON "posts" ("brand_id", "created_at" DESC, "id" DESC)
  WHERE "brand_id" IS NOT NULL;
CREATE INDEX "posts_brand_id_status_created_at_id_idx" ON "posts" ("brand_id", "status", "created_at" DESC, "id" DESC)
  WHERE "brand_id" IS NOT NULL;
CREATE INDEX "posts_user_id_status_placed_at_id_idx" ON "posts" ("user_id", "status", "placed_at", "id")
  WHERE "placed_at" IS NOT NULL;
CREATE INDEX "posts_brand_id_status_placed_at_id_idx" ON "posts" ("brand_id", "status", "placed_at", "id")
  WHERE "placed_at" IS NOT NULL AND "brand_id" IS NOT NULL;

-- The lease check of the scheduler reads only running jobs whose lease ran out (lib/publishing/claim-jobs.ts).
CREATE INDEX "publish_jobs_running_claimed_at_idx" ON "publish_jobs" ("claimed_at") WHERE "status" = 'running';

-- Pruning reads only minute windows, not the day rows that stay as usage (lib/ratelimit/prune-counters.ts).
CREATE INDEX "rate_limit_counters_minute_window_start_idx" ON "rate_limit_counters" ("window_start") WHERE "period" = 'm';

-- The counters start from the posts that exist.
INSERT INTO "post_counts" ("user_id", "brand_id", "status", "shard", "count")
SELECT "user_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'), "status", 0, count(*)
FROM "posts" GROUP BY 1, 2, 3;

INSERT INTO "post_day_counts" ("user_id", "day", "brand_id", "status", "count")
SELECT "user_id", ("placed_at" AT TIME ZONE 'UTC')::date, COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'), "status", count(*)
FROM "posts" WHERE "placed_at" IS NOT NULL GROUP BY 1, 2, 3, 4;

-- How a statement changed the counters: per key, the posts that entered it minus those that left.
CREATE TYPE "post_count_delta" AS ("user_id" UUID, "brand_id" UUID, "status" "PostStatus", "day" DATE, "delta" BIGINT);

-- Applies the changes of one statement. Each key is one upsert (`count = count + delta` under the
-- lock of the row, so concurrent writers never lose a count), and the keys are taken in one fixed
-- order (post_counts before post_day_counts, each sorted by its key), so two transactions
-- that touch the same counters wait for each other instead of deadlocking. A key of
-- post_counts is spread over eight rows by the connection (the shard), so that the
-- concurrent writers of one account (a burst of creates) mostly take different rows, each held until its
-- commit; a statement writes one shard only, so the order above still holds.
CREATE FUNCTION "post_counts_apply"(deltas "post_count_delta"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "post_counts" AS c ("user_id", "brand_id", "status", "shard", "count")
  SELECT "user_id", "brand_id", "status", (pg_backend_pid() % 8)::smallint, sum("delta") FROM unnest(deltas)
  GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("user_id", "brand_id", "status", "shard") DO UPDATE SET "count" = c."count" + excluded."count";

  INSERT INTO "post_day_counts" AS c ("user_id", "day", "brand_id", "status", "count")
  SELECT "user_id", "day", "brand_id", "status", sum("delta") FROM unnest(deltas) WHERE "day" IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("user_id", "day", "brand_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
$$;

-- Statement triggers with transition tables: one call per statement whatever its size (the
-- set-based UPDATEs of the publishing runners, a cascade from a deleted user or brand), grouped
-- per key before anything is locked. An UPDATE that changes no key (an edit of the text)
-- writes nothing.
CREATE FUNCTION "posts_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas "post_count_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d) INTO deltas FROM (
      SELECT "user_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "brand_id", "status",
             ("placed_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "delta"
      FROM new_posts GROUP BY 1, 2, 3, 4) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(d) INTO deltas FROM (
      SELECT "user_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "brand_id", "status",
             ("placed_at" AT TIME ZONE 'UTC')::date AS "day", -count(*) AS "delta"
      FROM old_posts GROUP BY 1, 2, 3, 4) d;
  ELSE
    SELECT array_agg(d) INTO deltas FROM (
      SELECT "user_id", "brand_id", "status", "day", sum("delta") AS "delta" FROM (
        SELECT "user_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "brand_id", "status",
               ("placed_at" AT TIME ZONE 'UTC')::date AS "day", 1 AS "delta" FROM new_posts
        UNION ALL
        SELECT "user_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid), "status",
               ("placed_at" AT TIME ZONE 'UTC')::date, -1 FROM old_posts
      ) changes GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0) d;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM "post_counts_apply"(deltas);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "posts_count_inserts" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_changes"();
CREATE TRIGGER "posts_count_updates" AFTER UPDATE ON "posts"
  REFERENCING OLD TABLE AS old_posts NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_changes"();
CREATE TRIGGER "posts_count_deletes" AFTER DELETE ON "posts"
  REFERENCING OLD TABLE AS old_posts FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_changes"();

CREATE FUNCTION "posts_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_counts";
  DELETE FROM "post_day_counts";
  RETURN NULL;
END
$$;

CREATE TRIGGER "posts_count_truncate" AFTER TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_truncate"();

-- A deleted brand leaves its counters at zero (ON DELETE SET NULL moves its posts to "no
-- brand"), a deleted user leaves them at zero (the posts go by ON DELETE CASCADE); the rows go
-- too. These triggers wait for the commit: the counters of a cascaded change are only applied
-- at the end of the statement that cascaded (after the triggers of that statement itself).
CREATE FUNCTION "post_counts_forget_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_counts" WHERE "user_id" = OLD."user_id" AND "brand_id" = OLD."id";
  DELETE FROM "post_day_counts" WHERE "user_id" = OLD."user_id" AND "brand_id" = OLD."id";
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "brands_forget_post_counts" AFTER DELETE ON "brands"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "post_counts_forget_brand"();

CREATE FUNCTION "post_counts_forget_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_counts" WHERE "user_id" = OLD."id";
  DELETE FROM "post_day_counts" WHERE "user_id" = OLD."id";
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "users_forget_post_counts" AFTER DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "post_counts_forget_user"();
