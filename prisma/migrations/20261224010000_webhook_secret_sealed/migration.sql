-- Webhook signing secrets sealed at rest (lib/webhooks/webhook-secret.ts), as platform
-- credentials are: AES-256-GCM under CONNECTIONS_ENCRYPTION_KEYS, `key_id` naming the key.
-- `secret` stays for a server without keys and for endpoints made before this migration
-- (`npm run connections:reseal` seals those); each endpoint has exactly one of the two.
ALTER TABLE "webhook_endpoints" ADD COLUMN "sealed_secret" TEXT;
ALTER TABLE "webhook_endpoints" ADD COLUMN "key_id" TEXT;
ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" DROP NOT NULL;
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_one_secret"
  CHECK ((secret IS NULL) <> (sealed_secret IS NULL) AND (sealed_secret IS NULL) = (key_id IS NULL));
