import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { decodeNotificationCursor, encodeNotificationCursor } from "@/lib/notifications/notification-cursor";
import type { ListNotificationsQuery, NotificationKind, NotificationOutput } from "@/lib/schemas/notification";

type NotificationRow = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  post_id: string | null;
  brand_id: string | null;
  resource_id: string | null;
  actor_name: string | null;
  created_at: Date;
  read_at: Date | null;
};

const toOutput = (row: NotificationRow): NotificationOutput => ({ ...row, created_at: row.created_at.toISOString(), read_at: row.read_at?.toISOString() ?? null });

/** The caller's unread notifications in the workspace they act in. */
export async function unreadCount(caller: Caller): Promise<number> {
  const { rows } = await dbPool().query<{ n: number }>(
    "SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND workspace_id = $2 AND read_at IS NULL",
    [caller.userId, caller.workspaceId],
  );
  return rows[0].n;
}

/**
 * The caller's own notifications in the workspace they act in (a key: its creator's, in the
 * key's workspace), newest first, a page at a time by keyset cursor, with the unread count.
 */
export async function listNotifications(caller: Caller, query: ListNotificationsQuery) {
  const after = query.cursor ? decodeNotificationCursor(query.cursor, query.unread) : null;
  const { rows } = await dbPool().query<NotificationRow>(
    `SELECT id, kind, title, body, link, post_id, brand_id, resource_id, actor_name, created_at, read_at
     FROM notifications
     WHERE user_id = $1 AND workspace_id = $2 AND (NOT $3::boolean OR read_at IS NULL)
       AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5::uuid))
     ORDER BY created_at DESC, id DESC
     LIMIT $6`,
    [caller.userId, caller.workspaceId, query.unread, after?.at ?? null, after?.id ?? null, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map(toOutput),
    unread_count: await unreadCount(caller),
    next_cursor: rows.length > query.limit && last ? encodeNotificationCursor({ at: last.created_at, id: last.id }, query.unread) : null,
  };
}
