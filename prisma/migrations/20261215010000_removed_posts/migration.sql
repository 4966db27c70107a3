-- CreateTable
CREATE TABLE "removed_posts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "post" JSONB NOT NULL,
    "removed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "removed_posts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "removed_posts_user_id_removed_at_idx" ON "removed_posts"("user_id", "removed_at" DESC);

-- AddForeignKey
ALTER TABLE "removed_posts" ADD CONSTRAINT "removed_posts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

