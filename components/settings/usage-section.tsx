"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { UsageControls } from "@/components/settings/usage-controls";
import { formatDay, plural, UsageChart, type ChartSeries } from "@/components/settings/usage-chart";
import { UsageTable } from "@/components/settings/usage-table";
import { ALL, chosenName, seriesValue, SERIES_STYLE, totalsFor, type SeriesId } from "@/components/settings/usage-view";
import { messageOf } from "@/lib/client/api-error";
import type { UsageReport } from "@/lib/client/types";
import { useUsage } from "@/lib/client/usage";

const DAYS = 30;

export function UsageSection() {
  const usage = useUsage(DAYS);
  const [refreshing, setRefreshing] = useState(false);
  // null: the last day (the current UTC day), also after a refresh brings a new day.
  const [selectedDay, setSelectedDay] = useState<number | null>(null);

  async function refresh() {
    setRefreshing(true);
    const error = await usage.reload();
    setRefreshing(false);
    setSelectedDay(null);
    if (error) toast.error("Usage could not be refreshed", messageOf(error));
    else toast.success("Usage is up to date");
  }

  return (
    <Card>
      <CardHeader
        id="usage-card-heading"
        title="Usage"
        description={`Requests and generations per day for the last ${DAYS} days (UTC days).`}
        action={
          usage.data ? (
            <Button variant="secondary" size="sm" onClick={() => void refresh()} pending={refreshing} pendingLabel="Refreshing…">
              Refresh
            </Button>
          ) : null
        }
      />
      <Loaded resource={usage} errorTitle="Usage could not be loaded" errorClassName="px-5 py-5 sm:px-6" loading={<UsageSkeleton />}>
        {(report) => <UsageReportView report={report} selectedDay={selectedDay ?? report.days.length - 1} onSelectDay={setSelectedDay} />}
      </Loaded>
    </Card>
  );
}

function UsageReportView({ report, selectedDay, onSelectDay }: { report: UsageReport; selectedDay: number; onSelectDay: (day: number) => void }) {
  const [keyChoice, setKeyChoice] = useState<string>(ALL);
  const [shown, setShown] = useState<Record<SeriesId, boolean>>({ requests: true, generations: true });
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();

  // The selected key may disappear after a refresh (e.g. a revoked key without use): fall back to all.
  const choice = keyChoice !== ALL && !report.series.some((s) => seriesValue(s) === keyChoice) ? ALL : keyChoice;
  const totals = totalsFor(report, choice);
  const from = chosenName(report, choice);
  const noUse = totals.totalRequests === 0 && totals.totalGenerations === 0;
  const chartSeries: ChartSeries[] = (["requests", "generations"] as const)
    .filter((id) => shown[id])
    .map((id) => ({ id, label: SERIES_STYLE[id].label, values: totals[id], barClass: SERIES_STYLE[id].barClass, fillClass: SERIES_STYLE[id].fillClass, swatchClass: SERIES_STYLE[id].swatchClass }));

  function toggleSeries(id: SeriesId) {
    setShown((prev) => {
      const next = { ...prev, [id]: !prev[id] };
      // Keep at least one series on the chart.
      return next.requests || next.generations ? next : prev;
    });
  }

  return (
    <div className="space-y-5 px-5 py-5 sm:px-6">
      <UsageControls report={report} choice={choice} onChoice={setKeyChoice} shown={shown} onToggle={toggleSeries} />

      <dl className="grid grid-cols-2 gap-3 sm:max-w-md" data-testid="usage-totals">
        {(["requests", "generations"] as const).map((id) => (
          <div key={id} className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
              <span aria-hidden className={cx("inline-block size-2.5 rounded-sm", SERIES_STYLE[id].swatchClass)} />
              {SERIES_STYLE[id].label}, {DAYS} days
            </dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{(id === "requests" ? totals.totalRequests : totals.totalGenerations).toLocaleString()}</dd>
          </div>
        ))}
      </dl>

      {noUse ? (
        <div className="rounded-lg ring-1 ring-inset ring-slate-200">
          <EmptyState title="No usage in the last 30 days">
            {choice === ALL ? "Requests made with your API keys, and posts generated, will show up here by day." : `There were no requests or generations from ${from} in the last ${DAYS} days.`}
          </EmptyState>
        </div>
      ) : (
        <UsageChart
          days={report.days}
          series={chartSeries}
          selected={Math.min(selectedDay, report.days.length - 1)}
          onSelect={onSelectDay}
          label={`${chartSeries.map((s, i) => (i === 0 ? s.label : s.label.toLowerCase())).join(" and ")} per UTC day from ${from}, ${formatDay(report.days[0] ?? "")} to ${formatDay(report.days[report.days.length - 1] ?? "")}`}
        />
      )}

      <div>
        <Button variant="ghost" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)} className="-ml-3">
          {showTable ? "Hide table" : "Show as table"}
        </Button>
        <UsageTable id={tableId} days={report.days} totals={totals} from={from} hidden={!showTable} />
      </div>
      <p className="sr-only" aria-live="polite">
        {`${plural(totals.totalRequests, "request")} and ${plural(totals.totalGenerations, "generation")} from ${from} in the last ${DAYS} days.`}
      </p>
    </div>
  );
}

function UsageSkeleton() {
  return (
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
  );
}
