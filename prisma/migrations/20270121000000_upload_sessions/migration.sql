-- Resumable uploads of large files (docs/video.md, "Uploading"): a session receives a file in
-- chunks, each appended to the media store's multipart upload (S3) or spool file (local disk),
-- so a 2 GB video is never held whole and a broken connection resumes from `received_bytes`.
-- On completion the file is inspected and becomes the media row with the session's id.
CREATE TABLE "upload_sessions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "workspace_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    -- The name the client gave (for messages only: what the file is, is judged by its content).
    "file_name" TEXT NOT NULL,
    -- The size declared at the start; INTEGER like media.bytes, bounded below 2^31.
    "total_bytes" INTEGER NOT NULL,
    "received_bytes" INTEGER NOT NULL DEFAULT 0,
    -- The size of every chunk but the last, fixed when the session starts.
    "chunk_bytes" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "alt_text" TEXT,
    -- Where the bytes wait in the media store: the staging key, and for S3 the multipart upload's
    -- id and the ETag of each part received, in order ([{"number": 1, "etag": "…"}]).
    "staging_key" TEXT NOT NULL,
    "store_upload_id" TEXT,
    "parts" JSONB NOT NULL DEFAULT '[]',
    -- A chunk being written holds the session until then, so two writers never append at once.
    "writing_until" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upload_sessions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "upload_sessions_status_check" CHECK ("status" IN ('open', 'completed', 'aborted')),
    CONSTRAINT "upload_sessions_bytes_check" CHECK ("total_bytes" > 0 AND "received_bytes" >= 0 AND "received_bytes" <= "total_bytes" AND "chunk_bytes" > 0)
);

CREATE INDEX "upload_sessions_workspace_id_idx" ON "upload_sessions"("workspace_id");
CREATE INDEX "upload_sessions_user_id_idx" ON "upload_sessions"("user_id");
-- The sweep of abandoned sessions (lib/media/uploads/sweep-upload-sessions.ts) reads open ones by expiry.
CREATE INDEX "upload_sessions_open_expires_at_idx" ON "upload_sessions"("expires_at") WHERE "status" = 'open';

ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
