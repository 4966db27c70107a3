-- Members and invitations in the API and the dashboard (docs/teams.md).

-- The workspace a signed-in session has chosen (the dashboard's switcher); null = the user's
-- personal one. The admission statement reads it with the session's row and falls back to the
-- personal workspace when the user is no longer a member of the chosen one; a deleted workspace
-- leaves its sessions in their personal workspace.
ALTER TABLE "user_sessions" ADD COLUMN "workspace_id" UUID;
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An invitation to join a workspace by e-mail link. Only the SHA-256 of its random token is
-- kept: the link is shown once, to the inviter. Single use is the row's own state: accepting is
-- one conditional UPDATE (accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()), so
-- of two accepts at once one changes the row and the other finds it used.
CREATE TABLE "workspace_invitations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "workspace_id" UUID NOT NULL,
    -- The invited address, lower-cased; only the account with this address may accept.
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    -- The brands the member will reach; empty = every brand (like workspace_members.brand_ids).
    "brand_ids" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "token_hash" TEXT NOT NULL,
    "invited_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "accepted_by" UUID,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "workspace_invitations_pkey" PRIMARY KEY ("id"),
    -- An owner is made by an owner from a member (PATCH .../members/{user_id}), never invited.
    CONSTRAINT "workspace_invitations_role_check" CHECK ("role" IN ('admin', 'editor', 'contributor', 'viewer')),
    CONSTRAINT "workspace_invitations_email_check" CHECK ("email" = lower("email"))
);
CREATE UNIQUE INDEX "workspace_invitations_token_hash_key" ON "workspace_invitations"("token_hash");
CREATE INDEX "workspace_invitations_workspace_id_idx" ON "workspace_invitations"("workspace_id");
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_fkey" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_fkey" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
