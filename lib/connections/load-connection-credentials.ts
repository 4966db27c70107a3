import { CREDENTIAL_SCHEMAS, type Credentials } from "@/lib/connections/credential-fields";
import { requireKeyRing } from "@/lib/connections/key-ring";
import { connectionAad, open, SealOpenError } from "@/lib/connections/seal";
import { db } from "@/lib/db/client";
import type { PlatformId } from "@/lib/platforms/ids";

/**
 * For the publisher: the brand's credentials for one platform in clear, or null when the
 * brand has no connection there. Throws when the server has no keys (internal_error with
 * CONNECTIONS_DISABLED_MESSAGE) or when the row does not open (SealOpenError: its key was
 * removed from the ring, or the row was altered); neither message holds a secret, so the
 * publisher may record it as the delivery's error. Never log or return what this gives.
 */
export async function loadConnectionCredentials(userId: string, brandId: string, platform: PlatformId): Promise<Credentials | null> {
  const row = await db().platformConnection.findFirst({
    where: { userId, brandId, platform },
    select: { sealedCredentials: true, keyId: true },
  });
  if (!row) return null;
  const json = open(row.sealedCredentials, row.keyId, connectionAad(brandId, platform), requireKeyRing());
  const parsed = CREDENTIAL_SCHEMAS[platform].safeParse(JSON.parse(json));
  if (!parsed.success) throw new SealOpenError(`The stored ${platform} credentials no longer have the expected fields; reconnect the account.`);
  return parsed.data as Credentials;
}
