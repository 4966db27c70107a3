import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime, formatTime } from "@/components/posts/datetime";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { StatusBadge } from "@/components/posts/status-badge";
import { dayLong, parseDayKey } from "@/components/calendar/dates";
import type { Entry } from "@/components/calendar/types";
import { maySchedule, useCurrentRole } from "@/lib/client/current-role";
import { PLATFORMS } from "@/lib/platforms/registry";

type Props = {
  heading: string;
  /** The day chosen on the grid ("Show the whole month" goes back), or null. */
  selected: string | null;
  view: "month" | "week";
  loading: boolean;
  days: Array<[string, Entry[]]>;
  onShowAll: () => void;
  onMove: (entry: Entry) => void;
};

/** The list under the calendar: the posts of the month, the week or the chosen day, with "Move…". */
export function CalendarAgenda({ heading, selected, view, loading, days, onShowAll, onMove }: Props) {
  const schedules = maySchedule(useCurrentRole());
  return (
    <section aria-labelledby="agenda-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="agenda-heading" className="text-lg font-semibold tracking-tight text-slate-900">
          {heading}
        </h2>
        {selected ? (
          <Button variant="ghost" size="sm" onClick={onShowAll}>
            Show the whole {view}
          </Button>
        ) : null}
      </div>
      <Card>
        {loading ? (
          <p className="flex items-center gap-2 px-5 py-6 text-sm text-slate-600" role="status">
            <Spinner /> Loading posts…
          </p>
        ) : days.length === 0 ? (
          <div className="px-5 py-8 text-center text-sm text-slate-600 sm:px-6">
            <p className="font-medium text-slate-900">Nothing scheduled {selected ? "on this day" : `this ${view}`}</p>
            <p className="mt-1">
              <Link href="/create" className="font-medium text-brand-700 underline-offset-2 hover:underline">Generate posts</Link> or{" "}
              <Link href="/posts?status=draft" className="font-medium text-brand-700 underline-offset-2 hover:underline">schedule a draft</Link>.
            </p>
          </div>
        ) : (
          <ol className="divide-y divide-slate-100">
            {days.map(([key, entries]) => (
              <li key={key} className="px-5 py-3 sm:px-6">
                <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{dayLong.format(parseDayKey(key)!)}</h3>
                <ul className="mt-2 space-y-2">
                  {entries.map((entry) => (
                    <li key={entry.post.id} data-testid="agenda-item" data-post-id={entry.post.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
                      <div className="flex items-center gap-3 sm:w-72 sm:shrink-0">
                        <span className="w-20 shrink-0 whitespace-nowrap text-sm font-medium tabular-nums text-slate-900">{formatTime(entry.at)}</span>
                        <StatusBadge status={entry.post.status} />
                        <span className="flex shrink-0 items-center gap-0.5">
                          {entry.post.platforms.slice(0, entry.post.platforms.length > 4 ? 3 : 4).map((p) => (
                            <PlatformIcon key={p} id={p} className="size-4 rounded" title />
                          ))}
                          {entry.post.platforms.length > 4 ? (
                            <span className="text-xs font-medium tabular-nums text-slate-500" title={entry.post.platforms.slice(3).map((p) => PLATFORMS[p].label).join(", ")}>
                              +{entry.post.platforms.length - 3}
                            </span>
                          ) : null}
                        </span>
                      </div>
                      <Link href={`/posts/${entry.post.id}`} className="line-clamp-2 min-w-0 flex-1 rounded text-sm text-slate-700 sm:truncate hover:text-slate-900 hover:underline">
                        {entry.post.content}
                      </Link>
                      {entry.post.status === "scheduled" && schedules ? (
                        <Button variant="secondary" size="sm" onClick={() => onMove(entry)} aria-label={`Move the post of ${formatDateTime(entry.at)} to another day`} className="self-start sm:self-auto">
                          Move…
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
