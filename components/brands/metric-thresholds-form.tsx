"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { inputClass } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";
import { messageOf } from "@/lib/client/api-error";
import { resources } from "@/lib/client/resource-store";
import { brandUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import { METRIC_NAMES, type MetricName } from "@/lib/platforms/metrics-kit/metric-reading";
import { MAX_METRIC_THRESHOLDS, type MetricThresholds } from "@/lib/schemas/metric-thresholds";

type Threshold = MetricThresholds["thresholds"][number];

const thresholdsUrl = (brandId: string) => `${brandUrl(brandId)}/metric-thresholds`;
const load = async (url: string, signal: AbortSignal) => (await apiFetch<{ metric_thresholds: MetricThresholds }>(url, { signal })).metric_thresholds;

/**
 * The brand's metric thresholds (GET/PUT /brands/{id}/metric-thresholds): a post reaching one
 * sends the webhook post.metrics_threshold once. The API checks roles and values; the form
 * shows its answer.
 */
export function MetricThresholdsForm({ brandId }: { brandId: string }) {
  const saved = useResource(thresholdsUrl(brandId), load);
  return (
    <Card>
      <CardHeader title="Metric alerts" description="A post reaching one of these totals (all its platforms together) sends the webhook post.metrics_threshold, once per post." />
      <div className="p-5" data-testid="metric-thresholds">
        {saved.data ? (
          <ThresholdsEditor key={JSON.stringify(saved.data.thresholds)} brandId={brandId} saved={saved.data.thresholds} />
        ) : saved.status === "error" ? (
          <LoadError title="The metric alerts could not be loaded" message={messageOf(saved.error)} onRetry={() => void saved.reload()} />
        ) : (
          <p className="text-sm text-slate-500">Loading…</p>
        )}
      </div>
    </Card>
  );
}

function ThresholdsEditor({ brandId, saved }: { brandId: string; saved: Threshold[] }) {
  const id = useId();
  const [rows, setRows] = useState<Threshold[]>(saved);
  const [metric, setMetric] = useState<MetricName>("views");
  const [amount, setAmount] = useState("1000");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function save(next: Threshold[]) {
    setPending(true);
    setProblem(null);
    try {
      const answer = (await apiFetch<{ metric_thresholds: MetricThresholds }>(thresholdsUrl(brandId), { method: "PUT", body: { thresholds: next } })).metric_thresholds;
      resources.update<MetricThresholds>(thresholdsUrl(brandId), () => answer);
      setRows(answer.thresholds);
      toast.success("Metric alerts saved");
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  }

  function add() {
    const value = Number(amount);
    if (!Number.isInteger(value) || value < 1) return setProblem("The total must be a whole number of 1 or more.");
    if (rows.length >= MAX_METRIC_THRESHOLDS) return setProblem(`At most ${MAX_METRIC_THRESHOLDS} alerts per brand.`);
    void save([...rows, { metric, threshold: value }]);
  }

  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No alerts yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={`${row.metric}-${row.threshold}`} className="flex items-center justify-between gap-3 py-2">
              <span>
                {new Intl.NumberFormat().format(row.threshold)} {row.metric}
              </span>
              <Button variant="secondary" size="sm" disabled={pending} onClick={() => void save(rows.filter((other) => other !== row))}>
                Remove<span className="sr-only"> the alert at {row.threshold} {row.metric}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-slate-700" htmlFor={`${id}-amount`}>
          <span className="mb-1 block font-medium">Total</span>
          <input id={`${id}-amount`} inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} className={`${inputClass} w-32`} />
        </label>
        <label className="text-sm text-slate-700" htmlFor={`${id}-metric`}>
          <span className="mb-1 block font-medium">Metric</span>
          <select id={`${id}-metric`} value={metric} onChange={(event) => setMetric(event.target.value as MetricName)} className={`${inputClass} w-36`}>
            {METRIC_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={add} pending={pending} pendingLabel="Saving…" disabled={rows.length >= MAX_METRIC_THRESHOLDS}>
          Add alert
        </Button>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}
