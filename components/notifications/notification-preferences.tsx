"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardHeader } from "@/components/ui/card";
import { Loaded } from "@/components/ui/loaded";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { updateNotificationPreferences, useNotificationPreferences } from "@/lib/client/notifications";
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferencesOutput } from "@/lib/schemas/notification";

/** Which notifications also come by e-mail: one switch per kind, saved as it is changed. */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences();
  return (
    <Loaded
      resource={preferences}
      errorTitle="Your notification settings could not be loaded"
      loading={
        <div className="flex items-center justify-center gap-2 px-6 py-12 text-sm text-slate-600" role="status">
          <Spinner /> Loading your notification settings…
        </div>
      }
    >
      {(current) => <PreferencesForm current={current} />}
    </Loaded>
  );
}

function PreferencesForm({ current }: { current: NotificationPreferencesOutput }) {
  // The switch shows the choice at once; the saved answer replaces it, a failure puts it back.
  const [saving, setSaving] = useState<{ kind: NotificationKind; on: boolean } | null>(null);

  async function change(kind: NotificationKind, on: boolean) {
    setSaving({ kind, on });
    try {
      await updateNotificationPreferences({ email: { [kind]: on } });
    } catch (error) {
      toast.error("Your choice was not saved", (error as Error).message);
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="space-y-6">
      {current.email_available ? null : (
        <Alert tone="warning" title="E-mail is not set up on this server">
          Notifications appear in the bell only. An operator turns e-mail on with <code className="font-mono text-xs">SMTP_URL</code> and{" "}
          <code className="font-mono text-xs">MAIL_FROM</code>; the choices below apply from then on.
        </Alert>
      )}
      <Card>
        <CardHeader id="email-kinds-heading" title="By e-mail" description="Everything below always appears in the bell. Choose what also comes to your inbox; your choices hold in every workspace." />
        <ul className="divide-y divide-slate-200" aria-labelledby="email-kinds-heading">
          {NOTIFICATION_KINDS.map((kind) => {
            const id = `email-${kind}`;
            return (
              <li key={kind} className="flex items-center justify-between gap-4 px-5 py-3.5 sm:px-6">
                <label htmlFor={id} className="min-w-0 text-sm text-slate-800">
                  {NOTIFICATION_KIND_LABELS[kind]}
                </label>
                <span className="flex shrink-0 items-center gap-2">
                  {saving?.kind === kind ? <Spinner className="text-slate-400" /> : null}
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={saving?.kind === kind ? saving.on : current.email[kind]}
                    disabled={saving !== null}
                    onChange={(event) => void change(kind, event.target.checked)}
                    className="size-5 accent-brand-600"
                  />
                </span>
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}
