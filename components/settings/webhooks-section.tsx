"use client";

import { useState } from "react";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Loaded } from "@/components/ui/loaded";
import { Spinner } from "@/components/ui/spinner";
import { WebhookCard } from "@/components/settings/webhook-card";
import { WebhookForm } from "@/components/settings/webhook-form";
import { WebhookSecretReveal } from "@/components/settings/webhook-secret-reveal";
import { useWebhooks } from "@/lib/client/webhooks";

/** Webhook endpoints: add one (its signing secret shown once), and each endpoint with its state and last deliveries. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);

  return (
    <section aria-labelledby="webhooks-heading" className="space-y-6">
      <div>
        <h2 id="webhooks-heading" className="text-lg font-semibold tracking-tight text-slate-900">Webhooks</h2>
        <p className="mt-1 text-sm text-slate-600">
          Brandcast POSTs an event when a post is scheduled, published, fails or is unscheduled, signed as the Standard Webhooks specification says (
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">webhook-id</code>, <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">webhook-timestamp</code>,{" "}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">webhook-signature</code>). A failed delivery is retried for about a day; an endpoint that keeps failing is disabled.
        </p>
      </div>
      {created ? <WebhookSecretReveal url={created.url} secret={created.secret} onDismiss={() => setCreated(null)} /> : null}
      <Card>
        <CardHeader id="add-webhook-heading" title="Add an endpoint" />
        <WebhookForm onCreated={setCreated} />
      </Card>
      <Card>
        <CardHeader id="webhook-endpoints-heading" title="Endpoints" description="Each endpoint's last deliveries: status, response code and latency." />
        <Loaded
          resource={webhooks}
          errorTitle="Your webhook endpoints could not be loaded"
          errorClassName="px-5 py-5 sm:px-6"
          loading={
            <div className="flex items-center justify-center gap-2 px-6 py-12 text-sm text-slate-600" role="status">
              <Spinner /> Loading your webhook endpoints…
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No webhook endpoints">Endpoints you add above appear here with their deliveries.</EmptyState>}
        >
          {(list) => (
            <ul className="divide-y divide-slate-200" aria-labelledby="webhook-endpoints-heading">
              {list.map((webhook) => (
                <WebhookCard key={webhook.id} webhook={webhook} />
              ))}
            </ul>
          )}
        </Loaded>
      </Card>
    </section>
  );
}
