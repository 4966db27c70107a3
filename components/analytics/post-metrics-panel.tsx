"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AsOf } from "@/components/analytics/as-of";
import { RefreshMetricsButton } from "@/components/analytics/refresh-metrics-button";
import { formatCompact, formatCount, formatRate, METRIC_LABELS, METRIC_ORDER, type MetricName } from "@/components/analytics/figures";
import { formatDateTime } from "@/components/posts/datetime";
import { PlatformTag } from "@/components/posts/platform-icon";
import { Card, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { usePostMetrics } from "@/lib/client/analytics";
import { messageOf } from "@/lib/client/api-error";
import type { Post } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";
import type { PostMetricsOutput } from "@/lib/schemas/post-metrics";

type Series = PostMetricsOutput["platforms"][number];
type Snapshot = Series["snapshots"][number];

const LINE_COLOURS: Record<MetricName, string> = { views: "#0d9488", reach: "#0891b2", likes: "#4f46e5", comments: "#d97706", shares: "#db2777", saves: "#65a30d", clicks: "#64748b" };

/** A published post's metrics per platform (GET /posts/{id}/metrics), each value with its provenance. */
export function PostMetricsPanel({ post }: { post: Post }) {
  const published = post.status === "published";
  const metrics = usePostMetrics(published ? post.id : null);
  if (!published) return null;
  return (
    <Card>
      <CardHeader
        title="Metrics"
        description="What each platform reports for this post, read about 1 hour, 6 hours, 1, 3, 7 and 30 days after publishing."
        action={metrics.data?.platforms.some((series) => series.metrics_supported) ? <RefreshMetricsButton postId={post.id} onRefreshed={() => void metrics.reload()} /> : null}
      />
      <div className="space-y-6 px-5 py-4 sm:px-6" data-testid="post-metrics">
        {metrics.status === "error" ? (
          <LoadError title="The metrics could not be loaded" message={messageOf(metrics.error)} onRetry={() => void metrics.reload()} />
        ) : !metrics.data ? (
          <p className="text-sm text-slate-500">Loading metrics…</p>
        ) : metrics.data.platforms.length === 0 ? (
          <p className="text-sm text-slate-600">No metrics: this post went out in the sandbox (or to no live account), so no platform has anything to report.</p>
        ) : (
          metrics.data.platforms.map((series) => <PlatformSeries key={series.delivery_id} series={series} />)
        )}
      </div>
    </Card>
  );
}

function PlatformSeries({ series }: { series: Series }) {
  const platform = series.platform as PlatformId;
  const latest = [...series.snapshots].reverse().find((snapshot) => snapshot.error === null);
  const lastReading = series.snapshots.at(-1);
  return (
    <section className="space-y-3" aria-label={`${PLATFORMS[platform].label} metrics`} data-testid={`post-metrics-${PLATFORMS[platform].label.toLowerCase().replace(/\W+/g, "-")}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <PlatformTag id={platform} />
        <span className="text-xs text-slate-500">
          Published {formatDateTime(series.published_at)} ·{" "}
          {series.next_snapshot_at ? `next reading ${formatDateTime(series.next_snapshot_at)}` : series.snapshots.length ? "readings finished" : "no readings scheduled"}
        </span>
      </div>
      {!series.metrics_supported ? (
        <p className="text-sm text-slate-600">Brandcast does not read this platform&apos;s metrics yet.</p>
      ) : !latest ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="still-collecting">
          Still collecting: {lastReading?.error ? `the last reading failed (${lastReading.error}).` : "the first reading is still to come."}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {METRIC_ORDER.map((name) => (
              <div key={name} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs font-medium text-slate-500">{METRIC_LABELS[name]}</dt>
                <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900">
                  <MetricFigure snapshot={latest} name={name} platform={platform} />
                </dd>
              </div>
            ))}
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs font-medium text-slate-500">Engagement rate</dt>
              <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900">
                {latest.engagement_rate.value === null ? <span className="block text-sm font-normal leading-5 text-slate-500">{RATE_REASONS[latest.engagement_rate.reason ?? "reading_failed"]}</span> : formatRate(latest.engagement_rate.value)}
              </dd>
            </div>
          </dl>
          {series.snapshots.filter((snapshot) => snapshot.error === null).length > 1 ? <SeriesChart series={series} /> : null}
          <AsOf at={latest.taken_at} what={`Latest reading (${latest.source_endpoint})`} />
          {lastReading && lastReading !== latest && lastReading.error ? <p className="text-xs text-amber-700">A later reading failed: {lastReading.error}</p> : null}
        </>
      )}
    </section>
  );
}

const RATE_REASONS = {
  reading_failed: "No rate: the reading failed",
  no_views_or_reach: "No rate: no views or reach to divide by",
  zero_views: "No rate: 0 views",
  zero_reach: "No rate: 0 reach",
  no_engagement_counts: "No rate: no engagement counts",
} as const;

function MetricFigure({ snapshot, name, platform }: { snapshot: Snapshot; name: MetricName; platform: PlatformId }) {
  const metric = snapshot.metrics[name];
  if (metric.state === "value" && metric.value !== null) return <>{formatCount(metric.value)}</>;
  // Block with its own line height: wrapped over two lines on a phone, it keeps the text's spacing, not the figures'.
  if (metric.state === "not_offered") return <span className="block text-sm font-normal leading-5 text-slate-500">Not offered by {PLATFORMS[platform].label}</span>;
  return <span className="block text-sm font-normal leading-5 text-slate-500">Not returned</span>;
}

/** The readings over time: one line per metric the platform returned as a value at least once. */
function SeriesChart({ series }: { series: Series }) {
  const readings = series.snapshots.filter((snapshot) => snapshot.error === null);
  const shown = METRIC_ORDER.filter((name) => readings.some((snapshot) => snapshot.metrics[name].state === "value"));
  const points = readings.map((snapshot) => ({ at: Date.parse(snapshot.taken_at), ...Object.fromEntries(shown.map((name) => [name, snapshot.metrics[name].value])) }));
  return (
    <div className="h-48 w-full" role="img" aria-label={`${PLATFORMS[series.platform as PlatformId].label}: ${shown.map((name) => METRIC_LABELS[name]).join(", ")} over ${readings.length} readings`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="at" type="number" scale="time" domain={["dataMin", "dataMax"]} tickFormatter={(at: number) => formatDateTime(new Date(at))} tick={{ fontSize: 11, fill: "#475569" }} minTickGap={40} />
          <YAxis tickFormatter={formatCompact} tick={{ fontSize: 11, fill: "#475569" }} width={44} allowDecimals={false} />
          <Tooltip labelFormatter={(at) => `Read ${formatDateTime(new Date(Number(at)))}`} formatter={(value, name) => [value === null || value === undefined ? "no value" : formatCount(Number(value)), name]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {shown.map((name) => (
            <Line key={name} type="monotone" dataKey={name} name={METRIC_LABELS[name]} stroke={LINE_COLOURS[name]} strokeWidth={2} dot={{ r: 2 }} connectNulls={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
