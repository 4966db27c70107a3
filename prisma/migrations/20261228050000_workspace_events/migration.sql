-- Webhook events go to the endpoints of the WORKSPACE a post belongs to (docs/teams.md, step 4):
-- an endpoint an admin registered for the team hears about every member's posts, and a member's
-- personal endpoints hear nothing of the team's. Until now the events went to the endpoints of the
-- post's creator, which was the same thing while everyone had only a personal workspace.

-- Each event belongs to a workspace (and goes with it); its user is who caused it, when a user did.
ALTER TABLE "webhook_events" ADD COLUMN "workspace_id" UUID;
UPDATE "webhook_events" e SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal_for" = e."user_id";
-- An event whose user was deleted before this migration (deleteUser removed events with the user,
-- so none should exist) has no workspace and no endpoint to go to.
DELETE FROM "webhook_events" WHERE "workspace_id" IS NULL;
ALTER TABLE "webhook_events" ALTER COLUMN "workspace_id" SET NOT NULL;
ALTER TABLE "webhook_events" ALTER COLUMN "user_id" DROP NOT NULL;
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "webhook_events_workspace_id_idx" ON "webhook_events"("workspace_id");

-- One event for every enabled endpoint of the workspace that receives its type, and nothing at all
-- (one indexed lookup) for a workspace without such an endpoint. The old webhook_enqueue(owner, …)
-- is dropped rather than re-read, so that a caller still passing a user id fails loudly.
CREATE FUNCTION webhook_enqueue_in(ws uuid, actor uuid, event_type text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id uuid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.workspace_id = ws AND e.disabled_at IS NULL AND event_type = ANY (e.events)) THEN
    RETURN;
  END IF;
  event_id := gen_random_uuid();
  INSERT INTO webhook_events (id, workspace_id, user_id, type, payload, created_at)
  VALUES (event_id, ws, actor, event_type, jsonb_build_object('type', event_type, 'timestamp', webhook_iso(now()), 'data', data), now());
  INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
  SELECT gen_random_uuid(), event_id, e.id, 'pending', 0, now(), now(), now()
  FROM webhook_endpoints e
  WHERE e.workspace_id = ws AND e.disabled_at IS NULL AND event_type = ANY (e.events);
END
$$;

CREATE OR REPLACE FUNCTION webhook_post_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF NEW.status = 'scheduled' AND (OLD.status <> 'scheduled' OR OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at) THEN
    event_type := 'post.scheduled';
  ELSIF NEW.status = 'draft' AND OLD.status = 'scheduled' THEN
    event_type := 'post.unscheduled';
  ELSIF NEW.status = 'published' AND OLD.status <> 'published' THEN
    event_type := 'post.published';
  ELSIF NEW.status = 'failed' AND OLD.status <> 'failed' THEN
    event_type := 'post.failed';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM webhook_enqueue_in(NEW.workspace_id, NEW.user_id, event_type, jsonb_build_object('post', webhook_post_json(NEW.id)));
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION webhook_delivery_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post_workspace uuid;
  post_user uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'failed' THEN
    RETURN NULL;
  END IF;
  SELECT p.workspace_id, p.user_id INTO post_workspace, post_user FROM posts p WHERE p.id = NEW.post_id;
  IF post_workspace IS NOT NULL THEN
    PERFORM webhook_enqueue_in(post_workspace, post_user, 'delivery.failed', jsonb_build_object('platform', NEW.platform, 'post', webhook_post_json(NEW.post_id)));
  END IF;
  RETURN NULL;
END
$$;

-- post.approval_requested, post.approved, post.changes_requested (migration 20261228030000_approvals):
-- to the endpoints of the post's workspace, caused by whoever asked or decided.
CREATE OR REPLACE FUNCTION webhook_approval_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  event_type := CASE NEW.action WHEN 'requested' THEN 'post.approval_requested' WHEN 'approved' THEN 'post.approved' ELSE 'post.changes_requested' END;
  PERFORM webhook_enqueue_in(NEW.workspace_id, NEW.actor_user_id, event_type, jsonb_build_object('post', webhook_post_json(NEW.post_id)));
  RETURN NULL;
END
$$;

DROP FUNCTION webhook_enqueue(uuid, text, jsonb);
