import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { toApiKeyOutput } from "@/lib/schemas/api-key";

/** The user's keys that are not revoked (expired ones included: their expires_at says so). */
export async function listApiKeys(caller: Caller) {
  const keys = await db().apiKey.findMany({
    where: { userId: caller.userId, revokedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return keys.map(toApiKeyOutput);
}
