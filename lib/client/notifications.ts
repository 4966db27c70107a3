import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import { API } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { notificationListSchema, NotificationPreferencesOutput, UpdateNotificationPreferences } from "@/lib/schemas/notification";

export type NotificationList = z.infer<typeof notificationListSchema>;
export type NotificationItem = NotificationList["notifications"][number];

/** What the bell shows: the newest notifications of the workspace the session acts in. */
export const BELL_URL = `${API}/notifications?limit=20`;
const READ_URL = `${API}/notifications/read`;
export const NOTIFICATION_PREFERENCES_URL = `${API}/notifications/preferences`;

/** How often the bell asks for new notifications while the page is open (it also asks on focus). */
const BELL_POLL_MS = 30_000;

const loadList = (url: string, signal: AbortSignal) => apiFetch<NotificationList>(url, { signal });

/** The bell's notifications and unread count, refreshed every 30 s. */
export function useBellNotifications() {
  return useResource(BELL_URL, loadList, { poll: BELL_POLL_MS });
}

/** Marks some read (or all, with no ids); the bell shows it at once and the answer's count is kept. */
export async function markNotificationsRead(ids?: string[]): Promise<void> {
  const now = new Date().toISOString();
  const marked = new Set(ids);
  const isMarked = (item: NotificationItem) => ids === undefined || marked.has(item.id);
  resources.update<NotificationList>(BELL_URL, (list) => {
    if (!list) return list;
    const newlyRead = list.notifications.filter((item) => item.read_at === null && isMarked(item)).length;
    return {
      ...list,
      notifications: list.notifications.map((item) => (item.read_at === null && isMarked(item) ? { ...item, read_at: now } : item)),
      unread_count: Math.max(0, list.unread_count - newlyRead),
    };
  });
  try {
    const answer = await apiFetch<{ marked: number; unread_count: number }>(READ_URL, { method: "POST", body: ids === undefined ? { all: true } : { ids } });
    resources.update<NotificationList>(BELL_URL, (list) => list && { ...list, unread_count: answer.unread_count });
  } finally {
    void resources.revalidate(BELL_URL);
  }
}

const loadPreferences = async (url: string, signal: AbortSignal) => (await apiFetch<{ preferences: NotificationPreferencesOutput }>(url, { signal })).preferences;

export function useNotificationPreferences() {
  return useResource(NOTIFICATION_PREFERENCES_URL, loadPreferences);
}

export async function updateNotificationPreferences(input: UpdateNotificationPreferences): Promise<NotificationPreferencesOutput> {
  const { preferences } = await apiFetch<{ preferences: NotificationPreferencesOutput }>(NOTIFICATION_PREFERENCES_URL, { method: "PUT", body: input });
  resources.update<NotificationPreferencesOutput>(NOTIFICATION_PREFERENCES_URL, () => preferences);
  return preferences;
}
