-- A sign-in at a platform outlives the browser session that started it (docs/publishing.md,
-- "Coming back signed out"): someone whose session ended while they were at the platform signs in
-- again and the callback still completes, for the same user, within the flow's 15 minutes.
-- Ending the session only forgets which session started the flow; "sign out everywhere" and a
-- password change delete the user's flows outright (lib/auth/sessions/end-sessions.ts).
ALTER TABLE "oauth_flows" ALTER COLUMN "session_id" DROP NOT NULL;
ALTER TABLE "oauth_flows" DROP CONSTRAINT "oauth_flows_session_id_fkey";
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "user_sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
