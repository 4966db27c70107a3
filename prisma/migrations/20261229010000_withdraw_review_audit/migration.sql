-- Teams (docs/teams.md): an approval request withdrawn, and a client's review-link decision in
-- the audit trail. Written by hand.

-- A pending request taken back by whoever asked (or an owner, admin or editor): the approval
-- shows `withdrawn`, the history keeps the act, and the post is a draft again.
ALTER TABLE "post_approvals" DROP CONSTRAINT "post_approvals_state_check";
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_state_check" CHECK ("state" IN ('pending', 'approved', 'changes_requested', 'withdrawn'));
ALTER TABLE "post_approval_history" DROP CONSTRAINT "post_approval_history_action_check";
ALTER TABLE "post_approval_history" ADD CONSTRAINT "post_approval_history_action_check" CHECK ("action" IN ('requested', 'approved', 'changes_requested', 'withdrawn'));

-- The history's webhook events (migration 20261228050000_workspace_events): a withdrawal sends
-- none (there is no webhook event type for it; the post's own events say it is a draft again).
CREATE OR REPLACE FUNCTION webhook_approval_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF NEW.action = 'withdrawn' THEN
    RETURN NULL;
  END IF;
  event_type := CASE NEW.action WHEN 'requested' THEN 'post.approval_requested' WHEN 'approved' THEN 'post.approved' ELSE 'post.changes_requested' END;
  PERFORM webhook_enqueue_in(NEW.workspace_id, NEW.actor_user_id, event_type, jsonb_build_object('post', webhook_post_json(NEW.post_id)));
  RETURN NULL;
END
$$;

-- A decision through a client's review link has no member: its actor is the link (no foreign
-- key, like the other actors: a link's events outlive it) and the name the reviewer typed.
-- Adding columns and changing checks runs no UPDATE: the append-only triggers stay as they are.
ALTER TABLE "audit_events" ADD COLUMN "actor_review_link_id" UUID;
ALTER TABLE "audit_events" ADD COLUMN "actor_name" TEXT;
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_name_check" CHECK (length("actor_name") <= 200);
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_auth_method_check";
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_auth_method_check" CHECK ("auth_method" IN ('session', 'api_key', 'password', 'anonymous', 'review_link'));
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_review_link_actor_check" CHECK (("auth_method" = 'review_link') = ("actor_review_link_id" IS NOT NULL));
