"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { WebhookDeliveries } from "@/components/settings/webhook-deliveries";
import { messageOf } from "@/lib/client/api-error";
import type { Webhook } from "@/lib/client/types";
import { deleteWebhook, sendWebhookTest, setWebhookEnabled } from "@/lib/client/webhooks";

type Busy = "test" | "enable" | "delete" | null;

/** One endpoint: its URL, state, events, the "send test event", enable and delete actions, and its last deliveries. */
export function WebhookCard({ webhook }: { webhook: Webhook }) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function run(action: Exclude<Busy, null>, work: () => Promise<unknown>) {
    setBusy(action);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="space-y-4 px-5 py-5 sm:px-6" data-testid="webhook-endpoint" aria-label={webhook.url}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm text-slate-900">{webhook.url}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            {webhook.enabled ? <Badge tone="brand">Enabled</Badge> : <Badge tone="red">Disabled</Badge>}
            {webhook.events.map((event) => (
              <Badge key={event}>{event}</Badge>
            ))}
          </div>
          {!webhook.enabled && webhook.disabled_reason ? <p className="mt-2 text-sm text-red-700">{webhook.disabled_reason}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" size="sm" pending={busy === "test"} pendingLabel="Sending…" disabled={busy !== null} onClick={() => run("test", () => sendWebhookTest(webhook.id))}>
            Send test event
          </Button>
          {webhook.enabled ? null : (
            <Button variant="secondary" size="sm" pending={busy === "enable"} pendingLabel="Enabling…" disabled={busy !== null} onClick={() => run("enable", () => setWebhookEnabled(webhook.id, true))}>
              Enable
            </Button>
          )}
          {confirmDelete ? (
            <Button variant="danger" size="sm" pending={busy === "delete"} pendingLabel="Deleting…" disabled={busy !== null} onClick={() => run("delete", () => deleteWebhook(webhook.id))}>
              Confirm delete
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </div>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <WebhookDeliveries deliveries={webhook.recent_deliveries} />
    </li>
  );
}
