"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field } from "@/components/ui/field";
import { messageOf } from "@/lib/client/api-error";
import { createWebhook } from "@/lib/client/webhooks";
import { DEFAULT_WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/schemas/webhook-events";

/** The URL and events of a new webhook endpoint; the server judges the URL (public http(s), port 80 or 443). */
export function WebhookForm({ onCreated }: { onCreated: (created: { url: string; secret: string }) => void }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([...DEFAULT_WEBHOOK_EVENT_TYPES]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function toggle(event: WebhookEventType, checked: boolean) {
    setEvents((current) => WEBHOOK_EVENT_TYPES.filter((type) => (type === event ? checked : current.includes(type))));
  }

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    setError(null);
    if (url.trim() === "") return setError("Enter the URL that should receive the events.");
    if (events.length === 0) return setError("Choose at least one event.");
    setPending(true);
    try {
      const created = await createWebhook({ url: url.trim(), events });
      onCreated({ url: created.webhook.url, secret: created.secret });
      setUrl("");
      setEvents([...DEFAULT_WEBHOOK_EVENT_TYPES]);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add webhook endpoint" className="space-y-5 px-5 py-5 sm:px-6">
      {error ? <Alert tone="error" title="The endpoint was not added">{error}</Alert> : null}
      <Field
        id="webhook-url"
        label="Endpoint URL"
        type="url"
        placeholder="https://hooks.example.com/brandcast"
        autoComplete="off"
        value={url}
        onChange={(changed) => setUrl(changed.target.value)}
        hint="A public http(s) address on port 80 or 443. Each event is POSTed to it as signed JSON."
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Events</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((event) => {
            const checked = events.includes(event);
            return (
              <label key={event} className={cx("flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-inset", checked ? "bg-brand-50/60 ring-brand-200" : "bg-white ring-slate-200 hover:bg-slate-50")}>
                <input type="checkbox" checked={checked} onChange={(changed) => toggle(event, changed.target.checked)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
                <span className="min-w-0">
                  <code className="block font-mono text-xs font-medium text-slate-900">{event}</code>
                  <span className="mt-0.5 block text-xs text-slate-600">{WEBHOOK_EVENT_DESCRIPTIONS[event]}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel="Adding…">
          Add endpoint
        </Button>
      </div>
    </form>
  );
}
