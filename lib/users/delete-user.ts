import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import type { MediaStore } from "@/lib/media/media-store";
import { userKeyPrefix } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";

export type DeletedUser = { deleted: boolean; filesRemoved: number; workspacesKept: number };

/** The account is the only owner of a shared workspace that has other members. */
export class SoleOwnerError extends Error {
  constructor(readonly workspaces: string[]) {
    super(`This account is the only owner of ${workspaces.length === 1 ? "a workspace" : `${workspaces.length} workspaces`} with other members (${workspaces.join(", ")}): make another member owner first, then delete it.`);
  }
}

// What a member made in a shared workspace and stays there when the member's account goes: the
// team's brands, posts, connections, webhooks and uploads are the team's (docs/teams.md).
const TEAM_OWNED_TABLES = ["brands", "posts", "removed_posts", "platform_connections", "webhook_endpoints", "media"] as const;

/**
 * Deletes an account: its rows, then its stored media files.
 *
 * The rows go in one transaction: the user, and with it its personal workspace and everything in
 * it, its keys, sessions and memberships (ON DELETE CASCADE), then what is keyed by the user
 * without a foreign key (idempotency answers, rate-limit counters of the user and of its keys).
 * In a shared workspace the member's brands, posts, connections, webhooks and uploads stay with
 * the team, attributed to the workspace's longest-standing other owner; a shared workspace whose
 * only member is this user goes with it; one where it is the only owner while others are members
 * stops the deletion (SoleOwnerError), so that no team is left without an owner.
 *
 * The files go after the commit: a failed transaction then leaves every file its rows name,
 * while files left behind by a failure after the commit name no row and are removed by running
 * this again (it removes the user's files whether or not the user still exists). Only keys under
 * "<userId>/" are touched (lib/media/media-store.ts), never another user's, and never a file a
 * media row still names (an upload kept by a shared workspace).
 */
export async function deleteUser(userId: string, store: MediaStore = mediaStore()): Promise<DeletedUser> {
  const { deleted, workspacesKept } = await db().$transaction(async (tx) => {
    const workspacesKept = await handOverSharedWorkspaces(tx, userId);
    const keys = await tx.apiKey.findMany({ where: { userId }, select: { id: true } });
    const removed = await tx.user.deleteMany({ where: { id: userId } });
    await tx.idempotencyKey.deleteMany({ where: { userId } });
    await tx.rateLimitCounter.deleteMany({ where: { subject: { in: [`user:${userId}`, ...keys.map((key) => `key:${key.id}`)] } } });
    return { deleted: removed.count > 0, workspacesKept };
  });
  const kept = await db().media.findMany({ where: { storageKey: { startsWith: userKeyPrefix(userId) } }, select: { storageKey: true } });
  const filesRemoved = await store.deleteUserFiles(userId, new Set(kept.map((media) => media.storageKey)));
  return { deleted, filesRemoved, workspacesKept };
}

/** Gives the user's rows in shared workspaces to another owner; deletes those it is alone in. Returns how many stay. */
async function handOverSharedWorkspaces(tx: Prisma.TransactionClient, userId: string): Promise<number> {
  // Locked, so that an owner leaving or a member joining at the same time cannot slip between
  // the check and the hand-over.
  const shared = await tx.$queryRaw<{ id: string; name: string; members: number; successor: string | null }[]>`
    SELECT w.id, w.name,
           (SELECT count(*)::int FROM workspace_members m WHERE m.workspace_id = w.id) AS members,
           (SELECT o.user_id FROM workspace_members o
             WHERE o.workspace_id = w.id AND o.role = 'owner' AND o.user_id <> ${userId}::uuid
             ORDER BY o.created_at, o.user_id LIMIT 1) AS successor
      FROM workspaces w JOIN workspace_members me ON me.workspace_id = w.id AND me.user_id = ${userId}::uuid
     WHERE w.personal_for IS NULL
     ORDER BY w.id
       FOR UPDATE OF w`;
  const orphaned = shared.filter((w) => w.members > 1 && w.successor === null);
  if (orphaned.length > 0) throw new SoleOwnerError(orphaned.map((w) => w.name));
  for (const workspace of shared) {
    if (workspace.members === 1) {
      await tx.$executeRaw`DELETE FROM workspaces WHERE id = ${workspace.id}::uuid`;
      continue;
    }
    for (const table of TEAM_OWNED_TABLES) {
      await tx.$executeRawUnsafe(`UPDATE ${table} SET user_id = $1::uuid WHERE workspace_id = $2::uuid AND user_id = $3::uuid`, workspace.successor, workspace.id, userId);
    }
  }
  return shared.filter((w) => w.members > 1).length;
}
