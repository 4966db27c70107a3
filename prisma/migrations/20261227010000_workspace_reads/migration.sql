-- Teams, step 3 (docs/teams.md): a workspace's lists and totals are read by workspace, not by
-- user. The post counters are keyed by workspace (rebuilt from the posts, so each total stays
-- exact), and the list indexes lead with the workspace as they led with the user.

-- The counters: the same rows, keyed by the posts' workspace.
ALTER TYPE "post_count_delta" RENAME ATTRIBUTE "user_id" TO "workspace_id";
ALTER TABLE "post_counts" RENAME COLUMN "user_id" TO "workspace_id";
ALTER TABLE "post_day_counts" RENAME COLUMN "user_id" TO "workspace_id";
DELETE FROM "post_counts";
DELETE FROM "post_day_counts";
INSERT INTO "post_counts" ("workspace_id", "brand_id", "status", "shard", "count")
SELECT "workspace_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'), "status", 0, count(*)
FROM "posts" GROUP BY 1, 2, 3;
INSERT INTO "post_day_counts" ("workspace_id", "day", "brand_id", "status", "count")
SELECT "workspace_id", ("placed_at" AT TIME ZONE 'UTC')::date, COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'), "status", count(*)
FROM "posts" WHERE "placed_at" IS NOT NULL GROUP BY 1, 2, 3, 4;

-- The same functions as migration 20261123160000, with the workspace where the user was.
CREATE OR REPLACE FUNCTION "post_counts_apply"(deltas "post_count_delta"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "post_counts" AS c ("workspace_id", "brand_id", "status", "shard", "count")
  SELECT "workspace_id", "brand_id", "status", (pg_backend_pid() % 8)::smallint, sum("delta") FROM unnest(deltas)
  GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("workspace_id", "brand_id", "status", "shard") DO UPDATE SET "count" = c."count" + excluded."count";

  INSERT INTO "post_day_counts" AS c ("workspace_id", "day", "brand_id", "status", "count")
  SELECT "workspace_id", "day", "brand_id", "status", sum("delta") FROM unnest(deltas) WHERE "day" IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("workspace_id", "day", "brand_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
$$;

CREATE OR REPLACE FUNCTION "posts_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas "post_count_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d) INTO deltas FROM (
      SELECT "workspace_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "brand_id", "status",
             ("placed_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "delta"
      FROM new_posts GROUP BY 1, 2, 3, 4) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(d) INTO deltas FROM (
      SELECT "workspace_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "brand_id", "status",
             ("placed_at" AT TIME ZONE 'UTC')::date AS "day", -count(*) AS "delta"
      FROM old_posts GROUP BY 1, 2, 3, 4) d;
  ELSE
    SELECT array_agg(d) INTO deltas FROM (
      SELECT "workspace_id", "brand_id", "status", "day", sum("delta") AS "delta" FROM (
        SELECT "workspace_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "brand_id", "status",
               ("placed_at" AT TIME ZONE 'UTC')::date AS "day", 1 AS "delta" FROM new_posts
        UNION ALL
        SELECT "workspace_id", COALESCE("brand_id", '00000000-0000-0000-0000-000000000000'::uuid), "status",
               ("placed_at" AT TIME ZONE 'UTC')::date, -1 FROM old_posts
      ) changes GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0) d;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM "post_counts_apply"(deltas);
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "post_counts_forget_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_counts" WHERE "workspace_id" = OLD."workspace_id" AND "brand_id" = OLD."id";
  DELETE FROM "post_day_counts" WHERE "workspace_id" = OLD."workspace_id" AND "brand_id" = OLD."id";
  RETURN NULL;
END
$$;

-- A deleted workspace (a deleted user's personal one among them) leaves its counters at zero;
-- the rows go too, at the commit, as a deleted user's did.
DROP TRIGGER "users_forget_post_counts" ON "users";
DROP FUNCTION "post_counts_forget_user"();
CREATE FUNCTION "post_counts_forget_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_counts" WHERE "workspace_id" = OLD."id";
  DELETE FROM "post_day_counts" WHERE "workspace_id" = OLD."id";
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER "workspaces_forget_post_counts" AFTER DELETE ON "workspaces"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "post_counts_forget_workspace"();

-- The list indexes, by workspace (lib/posts/list-posts-sql.ts); a user's posts keep one plain
-- index, for the cascade when a user is deleted.
CREATE INDEX "posts_workspace_id_created_at_id_idx" ON "posts" ("workspace_id", "created_at" DESC, "id" DESC);
CREATE INDEX "posts_workspace_id_status_created_at_id_idx" ON "posts" ("workspace_id", "status", "created_at" DESC, "id" DESC);
CREATE INDEX "posts_workspace_id_status_placed_at_id_idx" ON "posts" ("workspace_id", "status", "placed_at", "id")
  WHERE "placed_at" IS NOT NULL;
DROP INDEX "posts_user_id_created_at_id_idx";
DROP INDEX "posts_user_id_status_created_at_id_idx";
DROP INDEX "posts_user_id_status_placed_at_id_idx";
DROP INDEX "posts_workspace_id_idx";
CREATE INDEX "posts_user_id_idx" ON "posts" ("user_id");

-- Brands listed by workspace, oldest first.
CREATE INDEX "brands_workspace_id_created_at_idx" ON "brands" ("workspace_id", "created_at");
DROP INDEX "brands_workspace_id_idx";
