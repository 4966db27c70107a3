-- Whether the sealed credentials hold a refresh token beside the access token, so that a
-- connection's `credential_fields` can name it without opening the seal. Written with every
-- seal (a save and each renewal); NULL for a row sealed before this was recorded (its answer
-- then names the platform's declared fields only, as it did).
ALTER TABLE "platform_connections" ADD COLUMN "has_refresh_token" BOOLEAN;
