-- Teams, the audit trail (docs/teams.md, "Audit trail"): who did what, on which resource, from
-- where and when, for every write and every sign-in. Append-only, enforced here: UPDATE and
-- TRUNCATE are refused; DELETE is refused too, except the one a deleted workspace cascades to.

CREATE TABLE "audit_events" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "workspace_id" UUID NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Who: no foreign keys, so that a member deleted later (or a key revoked and gone) leaves
    -- the events they caused as they were, naming them by id.
    "actor_user_id" UUID,
    "actor_key_id" UUID,
    -- 'session', 'api_key' (also through MCP: "via_mcp"), 'password' (a sign-in), 'anonymous' (sign-up).
    "auth_method" TEXT NOT NULL,
    -- The key's agent_type when it was used, copied: a key edited or deleted later changes nothing here.
    "agent_type" TEXT,
    "via_mcp" BOOLEAN NOT NULL DEFAULT false,
    -- A stable name (lib/audit/audit-actions.ts): post.create, api_key.revoke, session.sign_in, ...
    "action" TEXT NOT NULL,
    "resource_type" TEXT,
    "resource_id" TEXT,
    -- 'success', or why a sign-in failed ('failure').
    "outcome" TEXT NOT NULL,
    -- The HTTP status answered, when there was an HTTP answer.
    "status" INTEGER,
    "client_address" TEXT,
    "user_agent" TEXT,
    "request_id" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "audit_events_auth_method_check" CHECK ("auth_method" IN ('session', 'api_key', 'password', 'anonymous')),
    CONSTRAINT "audit_events_outcome_check" CHECK ("outcome" IN ('success', 'failure')),
    CONSTRAINT "audit_events_action_check" CHECK ("action" ~ '^[a-z_]+\.[a-z_]+$' AND length("action") <= 64),
    CONSTRAINT "audit_events_user_agent_check" CHECK (length("user_agent") <= 256),
    CONSTRAINT "audit_events_details_check" CHECK (jsonb_typeof("details") = 'object' AND length("details"::text) <= 2000)
);

-- The list (GET /api/v1/audit-events) walks a workspace's events newest first, by keyset.
CREATE INDEX "audit_events_workspace_id_occurred_at_id_idx" ON "audit_events"("workspace_id", "occurred_at" DESC, "id" DESC);

-- A deleted workspace takes its events along (a deleted user's personal workspace among them);
-- a shared workspace's events outlive the members who caused them (no foreign key on the actor).
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Append-only. An UPDATE is always refused. A DELETE is refused while the event's workspace
-- exists: the only deletion that passes is the cascade of a workspace being deleted (the
-- cascade runs after the workspace row is gone, so this check sees it gone).
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "workspaces" WHERE "id" = OLD."workspace_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();

CREATE FUNCTION "audit_events_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_no_truncate"();
