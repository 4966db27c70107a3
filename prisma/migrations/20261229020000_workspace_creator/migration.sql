-- Who created each shared workspace, so that one user may create only so many
-- (lib/workspaces/workspace-limit.ts, docs/teams.md). Null for personal workspaces (the database
-- makes those with the account) and for a workspace whose creator's account is gone.
ALTER TABLE "workspaces" ADD COLUMN "created_by" UUID;

-- Shared workspaces made before this column: their longest-standing owner made them (ownership
-- may have moved since; then the workspace counts for the owner who holds it longest).
UPDATE "workspaces" w
SET "created_by" = (
  SELECT m."user_id" FROM "workspace_members" m
  WHERE m."workspace_id" = w."id" AND m."role" = 'owner'
  ORDER BY m."created_at", m."user_id"
  LIMIT 1
)
WHERE w."personal_for" IS NULL;

CREATE INDEX "workspaces_created_by_idx" ON "workspaces"("created_by");

ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
