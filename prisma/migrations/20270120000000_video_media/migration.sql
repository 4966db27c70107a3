-- Videos beside images in the media library (docs/video.md): what ffprobe found in the file, so
-- that each platform's video rules are checked from the row without reading the file again, and
-- the cover frame a platform shows before the video plays. Images keep kind 'image' and nulls.
ALTER TABLE "media"
  ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'image',
  ADD COLUMN "container" TEXT,
  ADD COLUMN "video_codec" TEXT,
  ADD COLUMN "audio_codec" TEXT,
  ADD COLUMN "duration_ms" INTEGER,
  ADD COLUMN "frame_rate" DOUBLE PRECISION,
  ADD COLUMN "bit_rate" BIGINT,
  ADD COLUMN "cover_key" TEXT,
  ADD CONSTRAINT "media_kind_check" CHECK ("kind" IN ('image', 'video')),
  ADD CONSTRAINT "media_video_facts_check" CHECK (
    "kind" = 'image' OR ("video_codec" IS NOT NULL AND "duration_ms" IS NOT NULL AND "frame_rate" IS NOT NULL)
  );
