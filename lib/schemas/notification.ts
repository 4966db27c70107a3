import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";

// Notifications (docs/teams.md, "Notifications"): the kinds a member is told about in the bell,
// which of them go by e-mail unless the member says otherwise, and the API's shapes.

/** What a member can be told about, in the bell and (per their preferences) by e-mail. */
export const NOTIFICATION_KINDS = [
  "approval_requested",
  "approved",
  "changes_requested",
  "post_failed",
  "connection_reconnect_required",
  "invitation_accepted",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * By e-mail unless the member turns it off: what asks them to act (an approval, a change, a
 * failed post, a connection to sign in again). What only informs stays in the bell unless turned on.
 */
export const EMAIL_BY_DEFAULT: Readonly<Record<NotificationKind, boolean>> = {
  approval_requested: true,
  approved: false,
  changes_requested: true,
  post_failed: true,
  connection_reconnect_required: true,
  invitation_accepted: false,
};

/** How the preferences page names each kind. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  approval_requested: "A post awaits your approval",
  approved: "Your post was approved",
  changes_requested: "Changes were requested on your post",
  post_failed: "Your post failed to publish",
  connection_reconnect_required: "A platform connection needs signing in again",
  invitation_accepted: "Someone accepted an invitation to the workspace",
};

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS).meta({ id: "NotificationKind" });

export const notificationSchema = z
  .object({
    id: uuidSchema,
    kind: notificationKindSchema,
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().meta({ description: "The dashboard page it points to, a path (`/posts/<id>`); null when none." }),
    post_id: uuidSchema.nullable(),
    brand_id: uuidSchema.nullable(),
    resource_id: uuidSchema.nullable().meta({ description: "Another resource it is about (a connection, an invitation); null when none." }),
    actor_name: z.string().nullable().meta({ description: "Who did it, as shown; null when nobody did (a failed delivery)." }),
    created_at: dateTimeSchema,
    read_at: dateTimeSchema.nullable(),
  })
  .meta({ id: "Notification" });

export type NotificationOutput = z.infer<typeof notificationSchema>;

export const NOTIFICATION_CURSOR_MAX_LENGTH = 200;

export const listNotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .min(1)
    .max(NOTIFICATION_CURSOR_MAX_LENGTH)
    .optional()
    .meta({ description: "The `next_cursor` of the previous answer, with the same `unread`: the notifications after it." }),
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .meta({ description: "`true`: only unread notifications." }),
});

export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int().meta({ description: "The caller's unread notifications in this workspace, all pages." }),
  next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last." }),
});

export const markNotificationsReadSchema = z.union([
  z.strictObject({ ids: z.array(uuidSchema).min(1).max(100).meta({ description: "The caller's notifications to mark read; ids of anyone else's are 404." }) }),
  z.strictObject({ all: z.literal(true).meta({ description: "Every unread notification of the caller in this workspace." }) }),
]);

export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

const emailPreferencesShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>;

export const notificationPreferencesSchema = z
  .object({
    email: z.object(emailPreferencesShape).meta({ description: "Per kind, whether it is also sent by e-mail." }),
    email_available: z.boolean().meta({ description: "Whether this server sends e-mail at all (SMTP_URL set); when false, nothing is sent whatever `email` says." }),
  })
  .meta({ id: "NotificationPreferences" });

export const updateNotificationPreferencesSchema = z.strictObject({
  email: z.strictObject(emailPreferencesShape).partial().meta({ description: "The kinds to change; the others keep their setting." }),
});

export type NotificationPreferencesOutput = z.infer<typeof notificationPreferencesSchema>;
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
