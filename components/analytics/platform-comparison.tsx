"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount, formatRate, METRIC_LABELS, METRIC_ORDER, type MetricName } from "@/components/analytics/figures";
import { PlatformTag } from "@/components/posts/platform-icon";
import type { PlatformId } from "@/lib/platforms/ids";
import { offersMetric } from "@/lib/platforms/offered-metrics";
import { PLATFORMS } from "@/lib/platforms/registry";
import type { AnalyticsReport } from "@/lib/schemas/analytics";

/**
 * Each platform's engagement rate (a bar only where it has one) and, below, every metric with
 * the number of posts behind it. A metric the platform does not offer (its list in
 * lib/platforms/<platform>/offered-metrics.ts, the one its reader uses) says "Not offered by
 * Bluesky"; one it offers but no post has a value for yet is "—".
 */
export function PlatformComparison({ report }: { report: AnalyticsReport }) {
  const groups = report.groups.filter((group) => group.platform !== null);
  const bars = groups.map((group) => ({
    platform: PLATFORMS[group.platform as PlatformId].label,
    rate: group.engagement_rate.value,
    posts: group.engagement_rate.deliveries,
  }));
  const anyRate = bars.some((bar) => bar.rate !== null);
  return (
    <div className="space-y-4">
      {anyRate ? (
        <div className="h-56 w-full" data-testid="platform-chart" role="img" aria-label="Engagement rate per platform">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="platform" tick={{ fontSize: 12, fill: "#475569" }} interval={0} />
              <YAxis tickFormatter={(value: number) => formatRate(value)} tick={{ fontSize: 12, fill: "#475569" }} width={56} tickCount={4} />
              <Tooltip formatter={(value, _name, item) => [value === null || value === undefined ? "no rate (no views or reach)" : `${formatRate(Number(value))} (${(item.payload as { posts: number }).posts} posts)`, "Engagement rate"]} />
              <Bar dataKey="rate" name="Engagement rate" fill="#4f46e5" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : null}
      {/* On a phone each platform is a card of its own (a table of nine columns cannot fit 390 px
          without squeezing "Not offered by Bluesky" into a sliver); from sm up, the table. */}
      <ul data-testid="platform-cards" aria-label="Each platform's figures" className="space-y-3 sm:hidden">
        {groups.map((group) => (
          <li key={group.platform} className="rounded-lg p-3 ring-1 ring-inset ring-slate-200">
            <PlatformTag id={group.platform as PlatformId} />
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Posts</dt>
              <dd className="text-right tabular-nums">{formatCount(group.deliveries)}</dd>
              {METRIC_ORDER.map((name) => (
                <div key={name} className="contents">
                  <dt className="text-slate-500">{METRIC_LABELS[name]}</dt>
                  <dd className="text-right tabular-nums">
                    <Figure platform={group.platform as PlatformId} name={name} total={group.metrics[name].total} deliveries={group.metrics[name].deliveries} of={group.deliveries} />
                  </dd>
                </div>
              ))}
              <dt className="text-slate-500">Eng. rate</dt>
              <dd className="text-right tabular-nums">
                {group.engagement_rate.value === null ? <NoValue why="No views or reach to divide by (or no engagement counts)" /> : formatRate(group.engagement_rate.value)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="relative hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="platform-table">
          <thead className="text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">Platform</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Posts</th>
              {METRIC_ORDER.map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-right font-medium">
                  {METRIC_LABELS[name]}
                </th>
              ))}
              <th scope="col" className="py-2 pl-3 text-right font-medium">Eng. rate</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {groups.map((group) => (
              <tr key={group.platform}>
                <th scope="row" className="py-2 pr-3 font-normal">
                  <PlatformTag id={group.platform as PlatformId} />
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(group.deliveries)}</td>
                {METRIC_ORDER.map((name) => (
                  <td key={name} className="px-3 py-2 text-right tabular-nums">
                    <Figure platform={group.platform as PlatformId} name={name} total={group.metrics[name].total} deliveries={group.metrics[name].deliveries} of={group.deliveries} />
                  </td>
                ))}
                <td className="py-2 pl-3 text-right tabular-nums">
                  {group.engagement_rate.value === null ? <NoValue why="No views or reach to divide by (or no engagement counts)" /> : formatRate(group.engagement_rate.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">
        “Not offered”: the platform has no such metric (Bluesky has no views or reach). “—”: the platform offers it but has not returned it for any post yet. A figure
        from fewer posts than the platform has says how many (“of 3”).
      </p>
    </div>
  );
}

function Figure({ platform, name, total, deliveries, of }: { platform: PlatformId; name: MetricName; total: number | null; deliveries: number; of: number }) {
  if (total === null && !offersMetric(platform, name)) {
    return (
      <span className="text-xs text-slate-500" data-testid="not-offered">
        Not offered by {PLATFORMS[platform].label}
      </span>
    );
  }
  if (total === null) return <NoValue why="Offered by the platform, but not returned for any post yet" />;
  return (
    <span>
      {formatCount(total)}
      {deliveries < of ? <span className="ml-1 text-xs text-slate-500">of {deliveries}</span> : null}
    </span>
  );
}

export function NoValue({ why }: { why: string }) {
  return (
    <span className="text-slate-400" title={why}>
      —<span className="sr-only"> ({why})</span>
    </span>
  );
}
