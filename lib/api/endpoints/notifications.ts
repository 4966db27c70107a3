import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import {
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from "@/lib/schemas/notification";

const OWN =
  "The caller's own notifications, in the workspace the request acts in (a key: its creator's, in the key's workspace). " +
  "They touch no workspace content, so `read` is enough, whatever the role.";

// Notifications (docs/teams.md, "Notifications"): the dashboard's bell and its e-mail preferences.
export const notificationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/notifications",
    operationId: "listNotifications",
    summary: "List your notifications, newest first, with the unread count",
    description: `${OWN} Pages by \`cursor\` (\`next_cursor\` of the previous answer); \`unread=true\` lists only unread ones.`,
    auth: { kind: "scope", scope: "read" },
    query: listNotificationsQuerySchema,
    data: notificationListSchema,
    status: 200,
    errors: [],
  }),
  markRead: defineEndpoint({
    method: "POST",
    path: "/api/v1/notifications/read",
    operationId: "markNotificationsRead",
    summary: "Mark notifications read: some by id, or all",
    description: `${OWN} \`{ "ids": [...] }\` or \`{ "all": true }\`. An id that is not one of yours is 404 and nothing is marked.`,
    auth: { kind: "scope", scope: "read" },
    body: markNotificationsReadSchema,
    data: z.object({ marked: z.number().int(), unread_count: z.number().int() }),
    status: 200,
    errors: ["not_found"],
  }),
  getPreferences: defineEndpoint({
    method: "GET",
    path: "/api/v1/notifications/preferences",
    operationId: "getNotificationPreferences",
    summary: "Which notifications you also get by e-mail",
    description: "Your preferences, the same in every workspace. `email_available` is false when this server sends no e-mail (SMTP_URL unset).",
    auth: { kind: "scope", scope: "read" },
    data: z.object({ preferences: notificationPreferencesSchema }),
    status: 200,
    errors: [],
  }),
  updatePreferences: defineEndpoint({
    method: "PUT",
    path: "/api/v1/notifications/preferences",
    operationId: "updateNotificationPreferences",
    summary: "Choose which notifications you also get by e-mail",
    description: "Sets the kinds named in `email`; the others keep their setting.",
    auth: { kind: "scope", scope: "read" },
    body: updateNotificationPreferencesSchema,
    data: z.object({ preferences: notificationPreferencesSchema }),
    status: 200,
    errors: [],
  }),
};
