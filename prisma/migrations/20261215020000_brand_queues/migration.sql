-- CreateTable
CREATE TABLE "brand_queues" (
    "brand_id" UUID NOT NULL,
    "timezone" TEXT NOT NULL,
    "slots" JSONB NOT NULL DEFAULT '[]',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "brand_queues_pkey" PRIMARY KEY ("brand_id")
);

-- AddForeignKey
ALTER TABLE "brand_queues" ADD CONSTRAINT "brand_queues_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

