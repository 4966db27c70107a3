-- Crash-safe Idempotency-Key (docs/publishing.md, "What happens when a server dies").
--
-- A key's claim gets an id that outlives the request holding it: a retry that runs a dead
-- request again keeps the same claim id, and a post written under the key carries it. The post
-- and its claim are one INSERT, so a retry finds the post its dead predecessor committed
-- instead of writing a second one, whatever the moment of the crash.
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_id" uuid NOT NULL DEFAULT gen_random_uuid();

ALTER TABLE "posts" ADD COLUMN "idempotency_claim" uuid;
-- Partial: almost every post has none, and NULLs need no entry.
CREATE UNIQUE INDEX "posts_idempotency_claim_key" ON "posts" ("idempotency_claim") WHERE "idempotency_claim" IS NOT NULL;

-- The same for the other resources a keyed POST creates and a retry could create again.
ALTER TABLE "brands" ADD COLUMN "idempotency_claim" uuid;
CREATE UNIQUE INDEX "brands_idempotency_claim_key" ON "brands" ("idempotency_claim") WHERE "idempotency_claim" IS NOT NULL;
ALTER TABLE "webhook_endpoints" ADD COLUMN "idempotency_claim" uuid;
CREATE UNIQUE INDEX "webhook_endpoints_idempotency_claim_key" ON "webhook_endpoints" ("idempotency_claim") WHERE "idempotency_claim" IS NOT NULL;
