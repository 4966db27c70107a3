import { notFound } from "@/lib/errors";
import { requireScope } from "@/lib/auth/require-scope";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";

/**
 * Revokes one of the caller's own keys in this workspace. `admin` may revoke any of them; any key may revoke
 * itself (docs/api-decisions.md). The next request with the key is refused: authentication reads
 * revoked_at on every request, nothing caches it.
 */
export async function revokeApiKey(caller: Caller, keyId: string) {
  if (caller.keyId !== keyId) requireScope(caller, "admin");
  const { count } = await db().apiKey.updateMany({
    where: { id: keyId, userId: caller.userId, workspaceId: caller.workspaceId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw notFound("API key");
  return { revoked: true, key_id: keyId };
}
