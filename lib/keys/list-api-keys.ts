import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { toApiKeyOutput } from "@/lib/schemas/api-key";

/** The caller's own keys in this workspace that are not revoked (expired ones included: their expires_at says so). */
export async function listApiKeys(caller: Caller) {
  const keys = await db().apiKey.findMany({
    where: { userId: caller.userId, workspaceId: caller.workspaceId, revokedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return keys.map(toApiKeyOutput);
}
