import { AsOf } from "@/components/analytics/as-of";
import { formatCount, formatRate, hourLabel, WEEKDAYS } from "@/components/analytics/figures";
import { Card, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { useBestTimes } from "@/lib/client/analytics";
import { messageOf } from "@/lib/client/api-error";

/** The slots GET /analytics/best-times proposes, with their evidence and whether they come from the brand's history. */
export function BestTimesCard({ brandId }: { brandId: string }) {
  const best = useBestTimes(brandId);
  return (
    <Card>
      <CardHeader title="Best times to post" description="From this brand's own posts of the last 90 days, or general defaults while there are too few." />
      <div className="space-y-3 px-5 py-4 sm:px-6" data-testid="best-times">
        {best.status === "error" ? (
          <LoadError title="Best times could not be loaded" message={messageOf(best.error)} onRetry={() => void best.reload()} />
        ) : !best.data ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              <span className={best.data.report.source === "history" ? "mr-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200" : "mr-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200"}>
                {best.data.report.source === "history" ? "From your history" : "General defaults"}
              </span>
              {best.data.report.reason}
            </p>
            <ol className="divide-y divide-slate-100 text-sm">
              {best.data.report.slots.map((slot, index) => (
                <li key={`${slot.weekday}-${slot.hour}`} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                  <span className="font-medium text-slate-900">
                    {index + 1}. {WEEKDAYS[slot.weekday]} {hourLabel(slot.hour)}
                  </span>
                  <span className="text-slate-600 tabular-nums">
                    {slot.posts === 0
                      ? "no posts of yours yet"
                      : `${slot.posts} ${slot.posts === 1 ? "post" : "posts"} · ${formatCount(slot.engagements)} engagements${slot.engagement_rate === null ? "" : ` · ${formatRate(slot.engagement_rate)}`}`}
                  </span>
                </li>
              ))}
            </ol>
            <p className="text-xs text-slate-500">Times in {best.data.report.time_zone}.</p>
            <AsOf at={best.data.loadedAt} />
          </>
        )}
      </div>
    </Card>
  );
}
