import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { mailSettings } from "@/lib/notifications/mail-settings";
import { EMAIL_BY_DEFAULT, NOTIFICATION_KINDS, type NotificationPreferencesOutput, type UpdateNotificationPreferences } from "@/lib/schemas/notification";

function withDefaults(stored: Record<string, unknown> | undefined): NotificationPreferencesOutput {
  const email = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, typeof stored?.[kind] === "boolean" ? stored[kind] : EMAIL_BY_DEFAULT[kind]]));
  return { email: email as NotificationPreferencesOutput["email"], email_available: mailSettings() !== null };
}

/** The caller's e-mail preferences (the user's, in every workspace): stored changes over the defaults. */
export async function getNotificationPreferences(caller: Caller): Promise<NotificationPreferencesOutput> {
  const { rows } = await dbPool().query<{ email: Record<string, unknown> }>("SELECT email FROM notification_preferences WHERE user_id = $1", [caller.userId]);
  return withDefaults(rows[0]?.email);
}

/** Changes the kinds named; the others keep their setting. */
export async function updateNotificationPreferences(caller: Caller, input: UpdateNotificationPreferences): Promise<NotificationPreferencesOutput> {
  const { rows } = await dbPool().query<{ email: Record<string, unknown> }>(
    `INSERT INTO notification_preferences (user_id, email) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET email = notification_preferences.email || EXCLUDED.email, updated_at = now()
     RETURNING email`,
    [caller.userId, JSON.stringify(input.email)],
  );
  return withDefaults(rows[0].email);
}
