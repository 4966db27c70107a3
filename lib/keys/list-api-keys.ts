import type { Caller } from "@/lib/auth/caller";
import { requireScope } from "@/lib/auth/require-scope";
import { db } from "@/lib/db/client";
import { toApiKeyOutput, type ListApiKeysQuery } from "@/lib/schemas/api-key";

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/**
 * The caller's own keys in this workspace that are not revoked (expired ones included: their
 * expires_at says so), as SPEC.md lists them. With `owner: "all"`, every active key of the
 * workspace with its creator, for owners and admins (the `admin` scope, which only those roles
 * hold): the team's keys are theirs to oversee and revoke (docs/teams.md, "Keys in a team").
 */
export async function listApiKeys(caller: Caller, query: ListApiKeysQuery = { owner: "me" }) {
  if (query.owner === "all") {
    requireScope(caller, "admin");
    const keys = await db().apiKey.findMany({
      where: { workspaceId: caller.workspaceId, revokedAt: null },
      include: { user: { select: { id: true, name: true, email: true } } },
      orderBy: NEWEST_FIRST,
    });
    return keys.map((key) => ({ ...toApiKeyOutput(key), created_by: { user_id: key.user.id, name: key.user.name, email: key.user.email } }));
  }
  const keys = await db().apiKey.findMany({
    where: { userId: caller.userId, workspaceId: caller.workspaceId, revokedAt: null },
    orderBy: NEWEST_FIRST,
  });
  return keys.map(toApiKeyOutput);
}
