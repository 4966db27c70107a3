-- Converting a video for the platforms that refuse it (docs/video.md, "Converting"): a job the
-- user asked for, run by whichever worker claims it (the local runtime or Inngest). A worker holds
-- it by `lease_until`, renewed while ffmpeg runs; a worker that dies stops renewing it and another
-- takes the job over. The source video is never changed: the result is a new media row.
CREATE TABLE "transcode_jobs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "workspace_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "source_media_id" UUID NOT NULL,
    -- The platforms whose video rules the result must pass (platform ids).
    "platforms" TEXT[] NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    -- 0 to 1: the share of the video written so far.
    "progress" DOUBLE PRECISION NOT NULL DEFAULT 0,
    -- Which worker holds the job now, and until when; a lapsed lease may be taken by another.
    "worker_id" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    -- How many times a worker claimed it: a job that kills its workers stops after a few.
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "result_media_id" UUID,
    -- Why it failed, in words for the person who asked.
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "transcode_jobs_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "transcode_jobs_status_check" CHECK ("status" IN ('queued', 'running', 'succeeded', 'failed')),
    CONSTRAINT "transcode_jobs_progress_check" CHECK ("progress" >= 0 AND "progress" <= 1)
);

CREATE INDEX "transcode_jobs_workspace_id_idx" ON "transcode_jobs"("workspace_id");
CREATE INDEX "transcode_jobs_source_media_id_idx" ON "transcode_jobs"("source_media_id");
-- Workers look for unfinished jobs only.
CREATE INDEX "transcode_jobs_open_idx" ON "transcode_jobs"("created_at") WHERE "status" IN ('queued', 'running');

ALTER TABLE "transcode_jobs" ADD CONSTRAINT "transcode_jobs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "transcode_jobs" ADD CONSTRAINT "transcode_jobs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "transcode_jobs" ADD CONSTRAINT "transcode_jobs_source_media_id_fkey" FOREIGN KEY ("source_media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "transcode_jobs" ADD CONSTRAINT "transcode_jobs_result_media_id_fkey" FOREIGN KEY ("result_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A cover the user chose (docs/video.md, "Cover"): the frame's time in the video, or null when the
-- cover is the automatic frame or an uploaded image. The platforms that take a time get it.
ALTER TABLE "media" ADD COLUMN "cover_at_ms" INTEGER;
ALTER TABLE "media" ADD CONSTRAINT "media_cover_at_ms_check" CHECK ("cover_at_ms" IS NULL OR "cover_at_ms" >= 0);
