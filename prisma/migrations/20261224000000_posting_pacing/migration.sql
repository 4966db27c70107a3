-- Per-account posting pacing (lib/pacing/): one row per connected account and platform, which a
-- runner locks while it counts that account's recent sends and takes a slot.
CREATE TABLE "posting_pacers" (
    "connection_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,

    CONSTRAINT "posting_pacers_pkey" PRIMARY KEY ("connection_id", "platform")
);

-- One slot taken: a request that may publish left for the platform at sent_at. Rows older than
-- the platform's longest window are deleted as new slots are taken.
CREATE TABLE "posting_sends" (
    "id" UUID NOT NULL,
    "connection_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "delivery_id" UUID,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "posting_sends_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "posting_sends_connection_id_platform_sent_at_idx" ON "posting_sends"("connection_id", "platform", "sent_at");
