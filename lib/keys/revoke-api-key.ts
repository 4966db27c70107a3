import { notFound } from "@/lib/errors";
import { requireScope } from "@/lib/auth/require-scope";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";

/**
 * Revokes a key of this workspace. Any key may revoke itself; otherwise `admin` is needed (which
 * only owners and admins hold, docs/api-decisions.md), and it reaches every key of the workspace,
 * whoever created it (docs/teams.md, "Keys in a team"). Another workspace's key, a revoked one or
 * none: 404. The next request with the key is refused: authentication reads revoked_at on every
 * request, nothing caches it.
 */
export async function revokeApiKey(caller: Caller, keyId: string) {
  if (caller.keyId !== keyId) requireScope(caller, "admin");
  const { count } = await db().apiKey.updateMany({
    where: { id: keyId, workspaceId: caller.workspaceId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw notFound("API key");
  return { revoked: true, key_id: keyId };
}
