-- AlterTable
ALTER TABLE "platform_connections" ADD COLUMN     "account_avatar_url" TEXT,
ADD COLUMN     "account_handle" TEXT,
ADD COLUMN     "account_name" TEXT,
ADD COLUMN     "auth_method" TEXT NOT NULL DEFAULT 'manual',
ADD COLUMN     "credentials_version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refreshed_at" TIMESTAMPTZ(3),
ADD COLUMN     "refreshing_by" TEXT,
ADD COLUMN     "refreshing_until" TIMESTAMPTZ(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'active',
ADD COLUMN     "status_reason" TEXT,
ADD COLUMN     "token_expires_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "oauth_flows" (
    "id" UUID NOT NULL,
    "state_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'started',
    "sealed" TEXT NOT NULL,
    "key_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oauth_flows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "oauth_flows_state_hash_key" ON "oauth_flows"("state_hash");

-- CreateIndex
CREATE INDEX "oauth_flows_user_id_idx" ON "oauth_flows"("user_id");

-- CreateIndex
CREATE INDEX "oauth_flows_expires_at_idx" ON "oauth_flows"("expires_at");

-- AddForeignKey
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "user_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

