import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/components/settings/format";
import type { WebhookDelivery } from "@/lib/client/types";

const STATUS_TONE = { succeeded: "brand", pending: "amber", failed: "red" } as const;

/** An endpoint's last deliveries: event, outcome, response code, latency, attempts, and the last error. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-500">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Last deliveries">
        <thead className="text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="py-2 pr-3 font-medium">Event</th>
            <th className="py-2 pr-3 font-medium">Status</th>
            <th className="py-2 pr-3 font-medium">Response</th>
            <th className="py-2 pr-3 font-medium">Latency</th>
            <th className="py-2 pr-3 font-medium">Attempts</th>
            <th className="py-2 font-medium">When</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-testid="webhook-delivery">
              <td className="py-2 pr-3 font-mono text-xs text-slate-800">{delivery.event_type}</td>
              <td className="py-2 pr-3">
                <Badge tone={STATUS_TONE[delivery.status]}>{delivery.status}</Badge>
                {delivery.error ? <p className="mt-1 max-w-xs text-xs text-red-700">{delivery.error}</p> : null}
                {delivery.next_attempt_at ? <p className="mt-1 text-xs text-slate-500">Next try {formatDateTime(delivery.next_attempt_at)}</p> : null}
              </td>
              <td className="py-2 pr-3 tabular-nums text-slate-700">{delivery.response_code ?? "—"}</td>
              <td className="py-2 pr-3 tabular-nums text-slate-700">{delivery.latency_ms === null ? "—" : `${delivery.latency_ms} ms`}</td>
              <td className="py-2 pr-3 tabular-nums text-slate-700">{delivery.attempts}</td>
              <td className="py-2 text-slate-600">{formatDateTime(delivery.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
