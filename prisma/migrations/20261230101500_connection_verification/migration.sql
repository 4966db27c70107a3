-- What a save learned by asking the platform "who am I" with the credentials: 'verified' (it
-- answered with the account) or 'unchecked' (no answer, an error that is not a refusal, or
-- sandbox mode), when, and why it could not be checked. NULL for rows saved before this check.
ALTER TABLE "platform_connections" ADD COLUMN "verification_status" TEXT;
ALTER TABLE "platform_connections" ADD COLUMN "verification_reason" TEXT;
ALTER TABLE "platform_connections" ADD COLUMN "verification_checked_at" TIMESTAMPTZ(3);
