-- A conversion the user cancelled (POST /api/v1/media/transcodes/{id}/cancel, docs/video.md,
-- "Converting"): its ffmpeg is stopped and the job ends `cancelled`, never taken up again.
ALTER TABLE "transcode_jobs" DROP CONSTRAINT "transcode_jobs_status_check";
ALTER TABLE "transcode_jobs" ADD CONSTRAINT "transcode_jobs_status_check" CHECK ("status" IN ('queued', 'running', 'succeeded', 'failed', 'cancelled'));
