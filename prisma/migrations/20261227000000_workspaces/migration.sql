-- Teams, step 1 (docs/teams.md): every brand, post, key, connection, webhook endpoint, media file
-- and usage record belongs to a workspace, and every user has a personal one. Existing data
-- moves into its user's personal workspace unchanged; only the new column is added.

CREATE TABLE "workspaces" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    -- The user whose personal workspace this is (one each, made with the user); null for a
    -- workspace made to share.
    "personal_for" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workspaces_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "workspaces_personal_for_key" ON "workspaces"("personal_for");
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_for_fkey" FOREIGN KEY ("personal_for") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "workspace_members" (
    "workspace_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    -- The brands the member may reach; empty = every brand of the workspace (like a key's brand_ids).
    "brand_ids" UUID[] NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workspace_members_pkey" PRIMARY KEY ("workspace_id", "user_id"),
    CONSTRAINT "workspace_members_role_check" CHECK ("role" IN ('owner', 'admin', 'editor', 'contributor', 'viewer'))
);
CREATE INDEX "workspace_members_user_id_idx" ON "workspace_members"("user_id");
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every user gets a personal workspace, owned by them, in the transaction that makes the user,
-- whoever makes it (sign-up, the seed, an operator's script).
CREATE FUNCTION "users_make_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made UUID;
BEGIN
  INSERT INTO "workspaces" ("name", "personal_for") VALUES (NEW."name", NEW."id") RETURNING "id" INTO made;
  INSERT INTO "workspace_members" ("workspace_id", "user_id", "role") VALUES (made, NEW."id", 'owner');
  RETURN NULL;
END
$$;
CREATE TRIGGER "users_make_personal_workspace" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_make_personal_workspace"();

-- The users that exist: one personal workspace and one owner membership each.
INSERT INTO "workspaces" ("name", "personal_for", "created_at") SELECT "name", "id", "created_at" FROM "users";
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT "id", "personal_for", 'owner', "created_at" FROM "workspaces";

-- A row written without a workspace goes to its user's personal workspace: what every row means
-- until a member can act in another workspace, so writers that do not name one stay right.
CREATE FUNCTION "fill_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."workspace_id" IS NULL THEN
    SELECT "id" INTO NEW."workspace_id" FROM "workspaces" WHERE "personal_for" = NEW."user_id";
  END IF;
  RETURN NEW;
END
$$;

-- Usage kept for an account deleted before lib/users/delete-user.ts removed it too (usage_records
-- has no foreign key to users): it belongs to nobody and can belong to no workspace.
DELETE FROM "usage_records" u WHERE NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = u."user_id");

-- Each owned table: the column, filled from the personal workspaces, then required, indexed
-- and tied to its workspace. Filling `posts` changes no key of the post counters and neither
-- `status` nor `scheduled_at`, so the counter and webhook triggers write nothing.
DO $$
DECLARE
  owned TEXT;
BEGIN
  FOREACH owned IN ARRAY ARRAY['brands', 'posts', 'removed_posts', 'api_keys', 'platform_connections', 'webhook_endpoints', 'media', 'usage_records'] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN "workspace_id" UUID', owned);
    EXECUTE format('UPDATE %I t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal_for" = t."user_id"', owned);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN "workspace_id" SET NOT NULL', owned);
    EXECUTE format('CREATE INDEX %I ON %I ("workspace_id")', owned || '_workspace_id_idx', owned);
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE',
                   owned, owned || '_workspace_id_fkey');
    EXECUTE format('CREATE TRIGGER "fill_personal_workspace" BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"()', owned);
  END LOOP;
END
$$;
