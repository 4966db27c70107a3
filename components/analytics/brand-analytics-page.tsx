"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { AsOf } from "@/components/analytics/as-of";
import { BestTimesCard } from "@/components/analytics/best-times-card";
import { TopPostsCard } from "@/components/analytics/top-posts-card";
import { dayLabel, engagementsOf, formatCount, formatRate } from "@/components/analytics/figures";
import { HeatMap } from "@/components/analytics/heat-map";
import { PlatformComparison } from "@/components/analytics/platform-comparison";
import { TrendChart } from "@/components/analytics/trend-chart";
import { VoicePerformanceCard } from "@/components/analytics/voice-performance-card";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnalytics, usePublishedPosts, type AnalyticsRange } from "@/lib/client/analytics";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { useBrand } from "@/lib/client/brands";
import type { Brand } from "@/lib/client/types";
import type { AnalyticsReport } from "@/lib/schemas/analytics";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SPANS = [30, 90, 365] as const;

/** /brands/[id]/analytics: how the brand's published posts did, read from GET /api/v1/analytics. */
export function BrandAnalyticsPage({ id }: { id: string }) {
  const known = UUID.test(id);
  const brand = useBrand(known ? id : null);
  useEffect(() => {
    if (brand.data) document.title = `Analytics · ${brand.data.name} · Brandcast`;
  }, [brand.data]);
  if (!known || hasStatus(brand.error, 404)) return <LoadErrorPage title="This brand does not exist, or is not yours to see" onRetry={() => void brand.reload()} />;
  if (hasStatus(brand.error, 403)) return <LoadErrorPage title="Your access does not include this brand" onRetry={() => void brand.reload()} />;
  if (brand.status === "error") return <LoadErrorPage title="The brand could not be loaded" message={messageOf(brand.error)} onRetry={() => void brand.reload()} />;
  if (!brand.data) return <Skeleton className="h-96 w-full" />;
  return <BrandAnalytics brand={brand.data} />;
}

function LoadErrorPage({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  return (
    <>
      <PageHeader title="Analytics" />
      <LoadError title={title} message={message ?? "Check the address, or pick the brand from your brands."} onRetry={onRetry} />
    </>
  );
}

function BrandAnalytics({ brand }: { brand: Brand }) {
  const [span, setSpan] = useState<(typeof SPANS)[number]>(30);
  // The API's default range ends today in the brand's time zone; longer spans end on that same day.
  const latest = useAnalytics(brand.id, "day", {});
  const to = latest.data?.report.to;
  const range: AnalyticsRange | null = span === 30 ? {} : to ? { from: shiftDay(to, 1 - span), to } : null;
  const days = useAnalytics(brand.id, "day", range ?? {});
  const platforms = useAnalytics(brand.id, "platform", range ?? {});
  const slots = useAnalytics(brand.id, "weekday_hour", range ?? {});
  const published = usePublishedPosts(brand.id, 1);

  const failed = [days, platforms, slots, published].find((resource) => resource.status === "error");
  const ready = days.data && platforms.data && slots.data && published.data ? { days: days.data, platforms: platforms.data, slots: slots.data, published: published.data } : null;

  return (
    <>
      <Link href={`/brands/${brand.id}`} className="mb-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700">
        <span aria-hidden>←</span> {brand.name}
      </Link>
      <PageHeader
        title="Analytics"
        description={`How ${brand.name}'s published posts did, by the day and hour they were published (${days.data?.report.time_zone ?? "the brand's time zone"}).`}
        action={
          <div role="group" aria-label="Range" className="inline-flex rounded-lg bg-slate-100 p-0.5">
            {SPANS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={span === option}
                onClick={() => setSpan(option)}
                className={span === option ? "rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-sm" : "rounded-md px-3 py-1.5 text-sm text-slate-600 hover:text-slate-900"}
              >
                {option} days
              </button>
            ))}
          </div>
        }
      />
      {failed ? (
        <LoadError
          title="The analytics could not be loaded"
          message={messageOf(failed.error)}
          onRetry={() => [days, platforms, slots, published].forEach((resource) => void resource.reload())}
        />
      ) : !ready ? (
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : ready.published.length === 0 ? (
        <Card>
          <EmptyState
            title="No published posts yet"
            action={
              <Link href="/create" className={buttonClass("primary")}>
                Create a post
              </Link>
            }
          >
            Analytics count what {brand.name}&apos;s posts did once they are out. Publish a post to a connected account; its first figures come about an hour later.
          </EmptyState>
        </Card>
      ) : ready.days.report.totals.deliveries === 0 ? (
        <Card>
          <EmptyState title="Still collecting">
            No post published from {dayLabel(ready.days.report.from)} to {dayLabel(ready.days.report.to)} has a reading yet. Readings are taken about 1 hour, 6 hours, 1, 3, 7 and 30 days after
            publishing; posts published only in the sandbox have none.
          </EmptyState>
        </Card>
      ) : (
        <div className="space-y-6">
          <Summary report={ready.days.report} loadedAt={ready.days.loadedAt} />
          <Card>
            <CardHeader title="Trend" description="Views and engagements of the posts published each day. A gap is a day without posts, or without a value: never a 0." />
            <div className="space-y-2 px-3 py-4 sm:px-6">
              <TrendChart report={ready.days.report} />
              <AsOf at={ready.days.loadedAt} />
            </div>
          </Card>
          <Card>
            <CardHeader title="Platforms" description="Each platform's posts in the range, each counted once with its latest reading." />
            <div className="space-y-2 px-3 py-4 sm:px-6">
              <PlatformComparison report={ready.platforms.report} />
              <AsOf at={ready.platforms.loadedAt} />
            </div>
          </Card>
          <Card>
            <CardHeader title="When engagement comes" description={`By weekday and hour of publishing, in ${ready.slots.report.time_zone}.`} />
            <div className="space-y-2 px-3 py-4 sm:px-6">
              <HeatMap report={ready.slots.report} />
              <AsOf at={ready.slots.loadedAt} />
            </div>
          </Card>
          <TopPostsCard brandId={brand.id} range={range ?? {}} />
          <BestTimesCard brandId={brand.id} />
          <VoicePerformanceCard brandId={brand.id} range={range ?? {}} />
        </div>
      )}
    </>
  );
}

/** The range's totals: each with the number of posts it is the sum of. */
function Summary({ report, loadedAt }: { report: AnalyticsReport; loadedAt: string }) {
  const { totals } = report;
  const engagements = engagementsOf(totals);
  const tiles = [
    { label: "Posts with readings", value: formatCount(totals.deliveries), note: `${dayLabel(report.from)} – ${dayLabel(report.to)}` },
    { label: "Views", value: totals.metrics.views.total === null ? "—" : formatCount(totals.metrics.views.total), note: totals.metrics.views.total === null ? "not offered or not returned" : `from ${totals.metrics.views.deliveries} posts` },
    { label: "Engagements", value: engagements === null ? "—" : formatCount(engagements), note: "likes, comments, shares, saves" },
    {
      label: "Engagement rate",
      value: totals.engagement_rate.value === null ? "—" : formatRate(totals.engagement_rate.value),
      note: totals.engagement_rate.value === null ? "no posts with views or reach" : `from ${totals.engagement_rate.deliveries} posts`,
    },
  ];
  return (
    <section aria-label="Totals" className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="analytics-totals">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-500">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{tile.value}</dd>
            <dd className="mt-0.5 text-xs text-slate-500">{tile.note}</dd>
          </div>
        ))}
      </dl>
      <AsOf at={loadedAt} what="Totals" />
    </section>
  );
}

/** `day` (YYYY-MM-DD) moved by `by` days. */
function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
}
