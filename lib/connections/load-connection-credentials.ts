import { openSecrets } from "@/lib/connections/connection-secrets";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import { db } from "@/lib/db/client";
import type { Credentials } from "@/lib/platforms/credentials/credential-schemas";
import type { PlatformId } from "@/lib/platforms/ids";

/**
 * The brand's credentials for one platform in clear, exactly as stored (no renewal: the
 * publishing pipeline uses freshCredentials), or null when the brand has no connection there.
 * Throws when the server has no keys (internal_error with CONNECTIONS_DISABLED_MESSAGE) or when
 * the row does not open (SealOpenError); neither message holds a secret. Never log or return
 * what this gives.
 */
export async function loadConnectionCredentials(userId: string, brandId: string, platform: PlatformId): Promise<Credentials | null> {
  const row = await db().platformConnection.findFirst({
    where: { userId, brandId, platform },
    select: { sealedCredentials: true, keyId: true },
  });
  if (!row) return null;
  return openSecrets(row, brandId, platform, requireKeyRing()).credentials;
}
