-- Teams, approvals (docs/teams.md, "Approvals"): a brand's approval policy, a key's own
-- settings, the content hash of uploaded media, and each post's approval with its history.
-- Written by hand.

-- Who must wait for a person before a post of this brand goes out: 'off', 'everyone', 'agents'
-- (requests made with API keys, MCP included) or 'contributors' (posts written by contributors).
ALTER TABLE "brands" ADD COLUMN "approval_policy" TEXT NOT NULL DEFAULT 'off';
ALTER TABLE "brands" ADD CONSTRAINT "brands_approval_policy_check" CHECK ("approval_policy" IN ('off', 'everyone', 'agents', 'contributors'));

-- A key's own gate: every post it schedules waits for a person, or only those past its daily
-- publishing budget (posts per UTC day per brand; null = no budget).
ALTER TABLE "api_keys" ADD COLUMN "requires_approval" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "api_keys" ADD COLUMN "daily_post_budget" INTEGER;
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_daily_post_budget_check" CHECK ("daily_post_budget" IS NULL OR "daily_post_budget" >= 0);

-- SHA-256 (hex) of an upload's bytes: an approval binds an image by what it is, not by its URL.
-- Written at upload; rows uploaded before are hashed the first time an approval needs them.
ALTER TABLE "media" ADD COLUMN "content_sha256" TEXT;

-- A post's approval as it stands (one row per post that ever needed one). `content_hash` is the
-- hash of what was submitted (pending) or approved (approved); the publisher compares it with
-- the post as it is at send time. `version` grows with every change: a decision names the
-- version it read, so of two approvers deciding at once one stands and the other gets 409.
CREATE TABLE "post_approvals" (
    "post_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "state" TEXT NOT NULL,
    "content_hash" TEXT NOT NULL,
    "requested_by_user_id" UUID,
    "requested_by_key_id" UUID,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_by_user_id" UUID,
    "decided_by_name" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "comment" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "post_approvals_pkey" PRIMARY KEY ("post_id"),
    CONSTRAINT "post_approvals_state_check" CHECK ("state" IN ('pending', 'approved', 'changes_requested'))
);
CREATE INDEX "post_approvals_pending_idx" ON "post_approvals"("workspace_id", "requested_at", "post_id") WHERE "state" = 'pending';
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_requested_by_user_id_fkey" FOREIGN KEY ("requested_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_requested_by_key_id_fkey" FOREIGN KEY ("requested_by_key_id") REFERENCES "api_keys"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_decided_by_user_id_fkey" FOREIGN KEY ("decided_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every request and every decision, one row each, never changed.
CREATE TABLE "post_approval_history" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "post_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "content_hash" TEXT NOT NULL,
    "actor_user_id" UUID,
    "actor_key_id" UUID,
    "actor_name" TEXT,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT clock_timestamp(),

    CONSTRAINT "post_approval_history_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "post_approval_history_action_check" CHECK ("action" IN ('requested', 'approved', 'changes_requested'))
);
CREATE INDEX "post_approval_history_post_id_created_at_idx" ON "post_approval_history"("post_id", "created_at");
ALTER TABLE "post_approval_history" ADD CONSTRAINT "post_approval_history_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "post_approval_history" ADD CONSTRAINT "post_approval_history_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "post_approval_history" ADD CONSTRAINT "post_approval_history_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "post_approval_history" ADD CONSTRAINT "post_approval_history_actor_key_id_fkey" FOREIGN KEY ("actor_key_id") REFERENCES "api_keys"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Which key last scheduled a post: a key's daily publishing budget counts its posts.
CREATE TABLE "key_scheduled_posts" (
    "post_id" UUID NOT NULL,
    "key_id" UUID NOT NULL,

    CONSTRAINT "key_scheduled_posts_pkey" PRIMARY KEY ("post_id")
);
CREATE INDEX "key_scheduled_posts_key_id_idx" ON "key_scheduled_posts"("key_id");
ALTER TABLE "key_scheduled_posts" ADD CONSTRAINT "key_scheduled_posts_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "key_scheduled_posts" ADD CONSTRAINT "key_scheduled_posts_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The approval as the API shows it (lib/approvals/approval-output.ts), or JSON null.
CREATE FUNCTION webhook_approval_json(target uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT jsonb_build_object(
      'state', a.state,
      'requested_by', jsonb_build_object('user_id', a.requested_by_user_id, 'key_id', a.requested_by_key_id),
      'requested_at', webhook_iso(a.requested_at),
      'decided_by', CASE WHEN a.decided_at IS NULL THEN NULL ELSE jsonb_build_object('user_id', a.decided_by_user_id, 'name', a.decided_by_name) END,
      'decided_at', webhook_iso(a.decided_at),
      'comment', a.comment,
      'content_hash', a.content_hash,
      'version', a.version)
    FROM post_approvals a WHERE a.post_id = target), 'null'::jsonb)
$$;

-- The body of GET /api/v1/posts/{id}, which now carries `approval`.
CREATE OR REPLACE FUNCTION webhook_post_json(target uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', p.id,
    'content', p.content,
    'versions', p.versions,
    'platforms', to_jsonb(p.platforms),
    'brand_id', p.brand_id,
    'image_url', p.image_url,
    'status', p.status::text,
    'source', p.source,
    'scheduled_at', webhook_iso(p.scheduled_at),
    'published_at', webhook_iso(p.published_at),
    'created_at', webhook_iso(p.created_at),
    'approval', webhook_approval_json(p.id),
    'deliveries', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
               'platform', d.platform,
               'status', d.status::text,
               'attempts', d.attempts,
               'platform_post_id', d.platform_post_id,
               'permalink', d.permalink,
               'error', d.error,
               'sandbox', d.sandbox,
               'updated_at', webhook_iso(d.updated_at))
             ORDER BY array_position(p.platforms, d.platform), d.platform)
      FROM deliveries d
      WHERE d.job_id = (SELECT l.job_id FROM deliveries l WHERE l.post_id = p.id ORDER BY l.created_at DESC, l.platform ASC LIMIT 1)
    ), '[]'::jsonb))
  FROM posts p WHERE p.id = target
$$;

-- post.approval_requested, post.approved, post.changes_requested: written with the history row,
-- in the transaction of the request or decision, to the endpoints of the post's user.
CREATE FUNCTION webhook_approval_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
  event_type text;
BEGIN
  event_type := CASE NEW.action WHEN 'requested' THEN 'post.approval_requested' WHEN 'approved' THEN 'post.approved' ELSE 'post.changes_requested' END;
  SELECT p.user_id INTO owner FROM posts p WHERE p.id = NEW.post_id;
  IF owner IS NOT NULL THEN
    PERFORM webhook_enqueue(owner, event_type, jsonb_build_object('post', webhook_post_json(NEW.post_id)));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER webhook_approval_events AFTER INSERT ON post_approval_history
  FOR EACH ROW EXECUTE FUNCTION webhook_approval_events();

-- A client's review link (docs/teams.md, "Approvals"): a reviewer without an account sees the
-- post's previews and approves or asks for changes under a name they type. Only the SHA-256 of
-- the random token is kept. It stops working when it expires or is revoked. `window_*` count
-- its uses per minute (views and decisions), so a leaked link cannot be hammered.
CREATE TABLE "review_links" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "post_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_by_user_id" UUID,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "window_start" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "window_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "review_links_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "review_links_token_hash_key" ON "review_links"("token_hash");
CREATE INDEX "review_links_post_id_idx" ON "review_links"("post_id");
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
