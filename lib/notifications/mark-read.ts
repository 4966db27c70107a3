import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { notFound } from "@/lib/errors";
import { unreadCount } from "@/lib/notifications/list-notifications";
import type { MarkNotificationsRead } from "@/lib/schemas/notification";

/**
 * Marks the caller's notifications read: the ones named, or all of them in the workspace the
 * caller acts in. An id that is not the caller's own there (another member's, another
 * workspace's, none) is 404 and nothing changes; one already read stays as it was.
 */
export async function markNotificationsRead(caller: Caller, input: MarkNotificationsRead): Promise<{ marked: number; unread_count: number }> {
  let marked: number;
  if ("all" in input) {
    const { rowCount } = await dbPool().query("UPDATE notifications SET read_at = now() WHERE user_id = $1 AND workspace_id = $2 AND read_at IS NULL", [
      caller.userId,
      caller.workspaceId,
    ]);
    marked = rowCount ?? 0;
  } else {
    const ids = [...new Set(input.ids)];
    const { rows } = await dbPool().query<{ owned: number; marked: number }>(
      `WITH owned AS (SELECT id, read_at FROM notifications WHERE id = ANY($3::uuid[]) AND user_id = $1 AND workspace_id = $2),
            marked AS (UPDATE notifications n SET read_at = now() FROM owned
                       WHERE n.id = owned.id AND owned.read_at IS NULL AND (SELECT count(*) FROM owned) = $4 RETURNING n.id)
       SELECT (SELECT count(*) FROM owned)::int AS owned, (SELECT count(*) FROM marked)::int AS marked`,
      [caller.userId, caller.workspaceId, ids, ids.length],
    );
    if (rows[0].owned !== ids.length) throw notFound("Notification");
    marked = rows[0].marked;
  }
  return { marked, unread_count: await unreadCount(caller) };
}
