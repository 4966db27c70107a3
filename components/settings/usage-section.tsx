"use client";

import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { apiRequest } from "@/components/api/request";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { inputClass } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { formatDay, plural, UsageChart, type ChartSeries } from "./usage-chart";
import type { Loadable } from "./types";

type UsageSeries = { key_id: string | null; name: string; key_prefix: string | null; revoked: boolean; requests: number[]; generations: number[] };
type UsageReport = { days: string[]; series: UsageSeries[] };

const ALL = "all";
const DASHBOARD = "dashboard";
const DAYS = 30;

function seriesValue(series: UsageSeries): string {
  return series.key_id ?? DASHBOARD;
}

function optionLabel(series: UsageSeries): string {
  if (series.key_id === null) return "Dashboard (your signed-in session)";
  const prefix = series.key_prefix ? ` (${series.key_prefix}…)` : "";
  return `${series.name}${prefix}${series.revoked ? " · revoked" : ""}`;
}

function sumArrays(arrays: number[][], length: number): number[] {
  const out = new Array<number>(length).fill(0);
  for (const values of arrays) values.forEach((value, index) => (out[index] += value));
  return out;
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

const SERIES_STYLE = {
  requests: { label: "Requests", barClass: "bg-brand-500", swatchClass: "bg-brand-500", toggleOn: "ring-brand-300 bg-brand-50 text-brand-800" },
  generations: { label: "Generations", barClass: "bg-amber-400", swatchClass: "bg-amber-400", toggleOn: "ring-amber-300 bg-amber-50 text-amber-900" },
} as const;

export function UsageSection() {
  const [report, setReport] = useState<Loadable<UsageReport>>({ status: "loading" });
  const [refreshing, setRefreshing] = useState(false);
  const [keyChoice, setKeyChoice] = useState<string>(ALL);
  const [shown, setShown] = useState({ requests: true, generations: true });
  const [selectedDay, setSelectedDay] = useState(DAYS - 1);
  const [showTable, setShowTable] = useState(false);
  const selectId = useId();
  const tableId = useId();

  const load = useCallback(async (options: { signal?: AbortSignal; manual?: boolean } = {}) => {
    if (options.manual) setRefreshing(true);
    try {
      const data = await apiRequest<UsageReport>(`/api/v1/usage?days=${DAYS}`, { signal: options.signal });
      setReport({ status: "ready", data });
      setSelectedDay(Math.max(0, data.days.length - 1));
      if (options.manual) toast.success("Usage is up to date");
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      const message = error instanceof Error ? error.message : "Something went wrong. Please try again.";
      if (options.manual) toast.error("Usage could not be refreshed", message);
      setReport((prev) => (prev.status === "ready" && options.manual ? prev : { status: "error", message }));
    } finally {
      if (options.manual) setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load({ signal: controller.signal });
    return () => controller.abort();
  }, [load]);

  const data = report.status === "ready" ? report.data : null;

  // The selected key may disappear after a refresh (e.g. a revoked key without use): fall back to all.
  const effectiveChoice = data && keyChoice !== ALL && !data.series.some((s) => seriesValue(s) === keyChoice) ? ALL : keyChoice;

  const view = useMemo(() => {
    if (!data) return null;
    const picked = effectiveChoice === ALL ? data.series : data.series.filter((s) => seriesValue(s) === effectiveChoice);
    const requests = sumArrays(picked.map((s) => s.requests), data.days.length);
    const generations = sumArrays(picked.map((s) => s.generations), data.days.length);
    return { requests, generations, totalRequests: total(requests), totalGenerations: total(generations) };
  }, [data, effectiveChoice]);

  const chosenName =
    !data || effectiveChoice === ALL
      ? "all keys and the dashboard"
      : effectiveChoice === DASHBOARD
        ? "the dashboard"
        : `“${data.series.find((s) => s.key_id === effectiveChoice)?.name ?? "this key"}”`;

  const chartSeries: ChartSeries[] = view
    ? (["requests", "generations"] as const)
        .filter((id) => shown[id])
        .map((id) => ({ id, label: SERIES_STYLE[id].label, values: view[id], barClass: SERIES_STYLE[id].barClass, swatchClass: SERIES_STYLE[id].swatchClass }))
    : [];

  function toggleSeries(id: "requests" | "generations") {
    setShown((prev) => {
      const next = { ...prev, [id]: !prev[id] };
      // Keep at least one series on the chart.
      return next.requests || next.generations ? next : prev;
    });
  }

  const keys = data?.series.filter((s) => s.key_id !== null) ?? [];
  const dashboard = data?.series.find((s) => s.key_id === null);
  const noUse = view !== null && view.totalRequests === 0 && view.totalGenerations === 0;

  return (
    <Card>
      <CardHeader
        id="usage-card-heading"
        title="Usage"
        description={`Requests and generations per day for the last ${DAYS} days (UTC days).`}
        action={
          data ? (
            <Button variant="secondary" size="sm" onClick={() => void load({ manual: true })} pending={refreshing} pendingLabel="Refreshing…">
              Refresh
            </Button>
          ) : null
        }
      />

      {report.status === "loading" ? (
        <div className="space-y-4 px-5 py-5 sm:px-6" role="status" aria-label="Loading usage">
          <div className="flex flex-wrap gap-3">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-10 w-48" />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
          <Skeleton className="h-52 w-full" />
        </div>
      ) : report.status === "error" ? (
        <div className="px-5 py-5 sm:px-6">
          <LoadError title="Usage could not be loaded" message={report.message} onRetry={() => { setReport({ status: "loading" }); void load(); }} />
        </div>
      ) : data && view ? (
        <div className="space-y-5 px-5 py-5 sm:px-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <div className="w-full sm:w-80">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                Key
              </label>
              <select id={selectId} value={effectiveChoice} onChange={(event) => setKeyChoice(event.target.value)} className={cx(inputClass, "mt-1.5 pr-8")}>
                <option value={ALL}>All keys and Dashboard</option>
                {keys.map((s) => (
                  <option key={seriesValue(s)} value={seriesValue(s)}>
                    {optionLabel(s)}
                  </option>
                ))}
                {dashboard ? <option value={DASHBOARD}>{optionLabel(dashboard)}</option> : null}
              </select>
            </div>
            <div role="group" aria-label="Series shown on the chart" className="flex flex-wrap gap-2">
              {(["requests", "generations"] as const).map((id) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed={shown[id]}
                  onClick={() => toggleSeries(id)}
                  className={cx(
                    "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                    shown[id] ? SERIES_STYLE[id].toggleOn : "bg-white text-slate-500 ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  <span aria-hidden className={cx("inline-block size-2.5 rounded-sm", shown[id] ? SERIES_STYLE[id].swatchClass : "bg-slate-300")} />
                  {SERIES_STYLE[id].label}
                </button>
              ))}
            </div>
          </div>

          <dl className="grid grid-cols-2 gap-3 sm:max-w-md" data-testid="usage-totals">
            <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                <span aria-hidden className={cx("inline-block size-2.5 rounded-sm", SERIES_STYLE.requests.swatchClass)} />
                Requests, {DAYS} days
              </dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{view.totalRequests.toLocaleString()}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                <span aria-hidden className={cx("inline-block size-2.5 rounded-sm", SERIES_STYLE.generations.swatchClass)} />
                Generations, {DAYS} days
              </dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{view.totalGenerations.toLocaleString()}</dd>
            </div>
          </dl>

          {noUse ? (
            <div className="rounded-lg ring-1 ring-inset ring-slate-200">
              <EmptyState title="No usage in the last 30 days">
                {effectiveChoice === ALL
                  ? "Requests made with your API keys, and posts generated, will show up here by day."
                  : `There were no requests or generations from ${chosenName} in the last ${DAYS} days.`}
              </EmptyState>
            </div>
          ) : (
            <UsageChart
              days={data.days}
              series={chartSeries}
              selected={Math.min(selectedDay, data.days.length - 1)}
              onSelect={setSelectedDay}
              label={`${chartSeries.map((s, i) => (i === 0 ? s.label : s.label.toLowerCase())).join(" and ")} per day from ${chosenName}, ${formatDay(data.days[0] ?? "")} to ${formatDay(data.days[data.days.length - 1] ?? "")}`}
            />
          )}

          <div>
            <Button variant="ghost" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)} className="-ml-3">
              {showTable ? "Hide table" : "Show as table"}
            </Button>
            <div id={tableId} hidden={!showTable} className="mt-2 max-h-96 overflow-auto rounded-lg ring-1 ring-inset ring-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Requests and generations per day from {chosenName}, newest first</caption>
                <thead className="sticky top-0 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="px-4 py-2">Day (UTC)</th>
                    <th scope="col" className="px-4 py-2 text-right">Requests</th>
                    <th scope="col" className="px-4 py-2 text-right">Generations</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.days
                    .map((day, index) => ({ day, index }))
                    .reverse()
                    .map(({ day, index }) => (
                      <tr key={day}>
                        <th scope="row" className="px-4 py-1.5 font-normal text-slate-700">
                          <time dateTime={day}>{index === data.days.length - 1 ? `Today, ${formatDay(day)}` : formatDay(day, true)}</time>
                        </th>
                        <td className="px-4 py-1.5 text-right tabular-nums text-slate-900">{view.requests[index].toLocaleString()}</td>
                        <td className="px-4 py-1.5 text-right tabular-nums text-slate-900">{view.generations[index].toLocaleString()}</td>
                      </tr>
                    ))}
                </tbody>
                <tfoot className="border-t border-slate-200 bg-slate-50 font-medium">
                  <tr>
                    <th scope="row" className="px-4 py-2 text-slate-700">Total</th>
                    <td className="px-4 py-2 text-right tabular-nums text-slate-900">{view.totalRequests.toLocaleString()}</td>
                    <td className="px-4 py-2 text-right tabular-nums text-slate-900">{view.totalGenerations.toLocaleString()}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {`${plural(view.totalRequests, "request")} and ${plural(view.totalGenerations, "generation")} from ${chosenName} in the last ${DAYS} days.`}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
