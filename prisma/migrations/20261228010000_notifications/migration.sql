-- Teams, notifications (docs/teams.md, "Notifications"): what each member is told in the dashboard's
-- bell, which of it they want by e-mail, and the mail outbox the dispatcher drains. The rows of an
-- event are written in the transaction of the event itself (lib/notifications/notify.ts).

CREATE TABLE "notifications" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "workspace_id" UUID NOT NULL,
    -- Who is told (a member of the workspace when it was written).
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    -- What it is about, when anything: the post, its brand, another resource (a connection, an invitation).
    "post_id" UUID,
    "brand_id" UUID,
    "resource_id" UUID,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    -- The dashboard page it points to, a path ("/posts/<id>"); null when none.
    "link" TEXT,
    -- Who did it, as shown ("Dana", "An API key"); null for the system (a failed delivery).
    "actor_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('approval_requested', 'approved', 'changes_requested', 'post_failed', 'connection_reconnect_required', 'invitation_accepted')),
    CONSTRAINT "notifications_title_length" CHECK (char_length("title") <= 200),
    CONSTRAINT "notifications_body_length" CHECK (char_length("body") <= 2000)
);
-- The bell's list (newest first, a keyset cursor) and its unread count, per member and workspace.
CREATE INDEX "notifications_user_id_workspace_id_created_at_id_idx" ON "notifications"("user_id", "workspace_id", "created_at" DESC, "id" DESC);
CREATE INDEX "notifications_unread_idx" ON "notifications"("user_id", "workspace_id") WHERE "read_at" IS NULL;
CREATE INDEX "notifications_workspace_id_idx" ON "notifications"("workspace_id");
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- A deleted post or brand leaves the notification, without its link target.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "notifications_post_id_idx" ON "notifications"("post_id");
CREATE INDEX "notifications_brand_id_idx" ON "notifications"("brand_id");

-- Per user, which kinds they want by e-mail, as changes from the defaults
-- (lib/notifications/kinds.ts): {"approved": true, "post_failed": false}. No row: the defaults.
CREATE TABLE "notification_preferences" (
    "user_id" UUID NOT NULL,
    "email" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "notification_preferences_email_object" CHECK (jsonb_typeof("email") = 'object')
);
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The mail outbox: one message to one address, claimed with a lease by a dispatcher
-- (lib/notifications/mail/claim-mail.ts), sent once over SMTP, retried with backoff until the
-- server accepts it or its attempts are spent. Its id is the message's Message-ID.
CREATE TABLE "mail_outbox" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    -- The account it goes to; null for an invitation to an address that has none.
    "user_id" UUID,
    "workspace_id" UUID,
    "kind" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text_body" TEXT NOT NULL,
    "html_body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    -- When a dispatcher may take it next, also the lease of a claimed one; null once finished.
    "next_attempt_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
    -- The claim that holds it: only that dispatcher may record its outcome.
    "lease_token" UUID,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "mail_outbox_status_check" CHECK ("status" IN ('pending', 'sent', 'failed')),
    CONSTRAINT "mail_outbox_kind_check" CHECK ("kind" IN ('approval_requested', 'approved', 'changes_requested', 'post_failed', 'connection_reconnect_required', 'invitation_accepted', 'invitation'))
);
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox"("next_attempt_at") WHERE "status" = 'pending';
-- What the pruning deletes: finished messages past their 30 days (lib/notifications/mail/prune-mail-outbox.ts).
CREATE INDEX "mail_outbox_finished_idx" ON "mail_outbox"("created_at") WHERE "status" <> 'pending';
CREATE INDEX "mail_outbox_user_id_idx" ON "mail_outbox"("user_id");
CREATE INDEX "mail_outbox_workspace_id_idx" ON "mail_outbox"("workspace_id");
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
