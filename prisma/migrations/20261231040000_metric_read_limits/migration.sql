-- Read pacing for post metrics (lib/pacing/take-read-slot.ts): one row per pacer, the app's
-- budget on a platform ("x_twitter:app") or one connected account's ("x_twitter:account:<id>"),
-- which a runner locks while it counts that pacer's recent reads and takes its share.
CREATE TABLE "metric_read_pacers" (
    "pacer_key" TEXT NOT NULL,

    CONSTRAINT "metric_read_pacers_pkey" PRIMARY KEY ("pacer_key")
);

-- One platform request counted against a pacer at read_at. Rows older than the pacer's longest
-- window are deleted as new reads are taken.
CREATE TABLE "metric_reads" (
    "id" UUID NOT NULL,
    "pacer_key" TEXT NOT NULL,
    "read_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "metric_reads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "metric_reads_pacer_key_read_at_idx" ON "metric_reads"("pacer_key", "read_at");
