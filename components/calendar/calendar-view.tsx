"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { fetchPosts, isAbort, messageOf, schedulePost } from "@/components/posts/api";
import { formatDateTime, formatTime, scheduleProblem } from "@/components/posts/datetime";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { StatusBadge } from "@/components/posts/status-badge";
import type { Post } from "@/components/posts/types";
import { LoadError } from "@/components/ui/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { addDays, addMonths, dayKey, dayLong, dayMedium, monthTitle, onDayKeepingTime, parseDayKey, rangeFormat, startOfDay, startOfMonth, startOfWeek, weekDays } from "./dates";
import { MonthGrid } from "./month-grid";
import { MoveDialog } from "./move-dialog";
import type { DragHandlers, Entry } from "./types";
import { WeekGrid } from "./week-grid";

type View = "month" | "week";
type Data = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; posts: Post[] };

const PAGE = 100;
const MAX_PAGES = 20;

async function fetchAll(status: "scheduled" | "published", signal: AbortSignal): Promise<Post[]> {
  const posts: Post[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await fetchPosts({ status, page, limit: PAGE }, signal);
    posts.push(...data.posts);
    if (posts.length >= data.pagination.total || data.posts.length === 0) break;
  }
  return posts;
}

function placeOf(post: Post): Date | null {
  const iso = post.status === "published" ? (post.published_at ?? post.scheduled_at) : post.scheduled_at;
  return iso ? new Date(iso) : null;
}

/** Month and week views of scheduled and published posts, in the browser's time zone. */
export function CalendarView() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const view: View = params.get("view") === "week" ? "week" : "month";
  const dateParam = params.get("date");

  // "Today" is the browser's: known only after mounting (the server may be in another zone).
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(startOfDay(new Date())), []);
  const anchor = useMemo(() => (dateParam ? parseDayKey(dateParam) : null) ?? today, [dateParam, today]);

  const [data, setData] = useState<Data>({ status: "loading" });
  const [reload, setReload] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [dragging, setDragging] = useState<Entry | null>(null);
  const [moving, setMoving] = useState<Entry | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setRefreshing(true);
    Promise.all([fetchAll("scheduled", controller.signal), fetchAll("published", controller.signal)])
      .then(([scheduled, published]) => setData({ status: "ready", posts: [...scheduled, ...published] }))
      .catch((error) => {
        if (!isAbort(error)) setData((prev) => (prev.status === "ready" ? prev : { status: "error", message: messageOf(error) }));
      })
      .finally(() => {
        if (!controller.signal.aborted) setRefreshing(false);
      });
    return () => controller.abort();
  }, [reload]);

  const posts = data.status === "ready" ? data.posts : [];
  const dueSoon = posts.some((p) => p.status === "scheduled" && p.scheduled_at && new Date(p.scheduled_at).getTime() - Date.now() < 120_000);
  useEffect(() => {
    if (!dueSoon) return;
    const timer = window.setInterval(() => setReload((n) => n + 1), 4000);
    return () => window.clearInterval(timer);
  }, [dueSoon]);

  const byDay = useMemo(() => {
    const map = new Map<string, Entry[]>();
    for (const post of posts) {
      const at = placeOf(post);
      if (!at) continue;
      const key = dayKey(at);
      map.set(key, [...(map.get(key) ?? []), { post, at }]);
    }
    for (const list of map.values()) list.sort((a, b) => a.at.getTime() - b.at.getTime());
    return map;
  }, [posts]);

  const navigate = useCallback(
    (patch: { view?: View; date?: Date }) => {
      const next = new URLSearchParams(params.toString());
      if (patch.view) {
        if (patch.view === "week") next.set("view", "week");
        else next.delete("view");
      }
      if (patch.date) next.set("date", dayKey(patch.date));
      const search = next.toString();
      router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false });
    },
    [params, pathname, router],
  );

  const move = useCallback(
    async (entry: Entry, day: Date) => {
      const target = onDayKeepingTime(day, entry.at);
      const problem = scheduleProblem(target);
      if (problem) throw new Error(problem === "Choose a time in the future." ? `${formatTime(entry.at)} on ${dayMedium.format(day)} has passed; choose a later day.` : problem);
      const previous = entry.post.scheduled_at;
      const setAt = (iso: string | null) =>
        setData((prev) => (prev.status === "ready" ? { status: "ready", posts: prev.posts.map((p) => (p.id === entry.post.id ? { ...p, scheduled_at: iso } : p)) } : prev));
      setAt(target.toISOString()); // optimistic: the chip moves at once
      try {
        const result = await schedulePost(entry.post.id, target);
        setAt(result.scheduled_at);
        toast.success("Post rescheduled", formatDateTime(result.scheduled_at));
      } catch (error) {
        setAt(previous);
        throw error;
      }
    },
    [],
  );

  const drag: DragHandlers = {
    draggingId: dragging?.post.id ?? null,
    onDragStart: (entry) => setDragging(entry),
    onDragEnd: () => setDragging(null),
    canDrop: (day) => dragging !== null && today !== null && day >= today && dayKey(day) !== dayKey(dragging.at),
    onDrop: (day) => {
      const entry = dragging;
      setDragging(null);
      if (!entry) return;
      move(entry, day).catch((error) => toast.error("The post was not moved", messageOf(error)));
    },
  };

  if (!anchor || !today) {
    return <CalendarFrame title={"\u00a0"} busy />;
  }

  const title =
    view === "month"
      ? monthTitle.format(anchor)
      : (() => {
          const days = weekDays(anchor);
          return `${rangeFormat.format(days[0])} – ${rangeFormat.format(days[6])}`;
        })();
  const rangeStart = view === "month" ? startOfWeek(startOfMonth(anchor)) : startOfWeek(anchor);
  const rangeEnd = view === "month" ? addDays(startOfWeek(addMonths(anchor, 1)), 7) : addDays(startOfWeek(anchor), 7);
  const step = (direction: 1 | -1) => navigate({ date: view === "month" ? addMonths(anchor, direction) : addDays(anchor, 7 * direction) });

  const inRange = view === "month" ? (d: Date) => d.getMonth() === anchor.getMonth() && d.getFullYear() === anchor.getFullYear() : (d: Date) => d >= rangeStart && d < rangeEnd;
  const listed = [...byDay.entries()]
    .filter(([key]) => (selected ? key === selected : inRange(parseDayKey(key)!)))
    .sort(([a], [b]) => a.localeCompare(b));

  return (
    <div className="space-y-6">
      <CalendarFrame
        title={title}
        busy={refreshing}
        toolbar={
          <>
            <div className="flex items-center gap-1">
              <Button variant="secondary" size="sm" onClick={() => navigate({ date: today })}>
                Today
              </Button>
              <Button variant="ghost" size="sm" onClick={() => step(-1)} aria-label={view === "month" ? "Previous month" : "Previous week"}>
                <ChevronDownIcon className="size-4 rotate-90" />
              </Button>
              <Button variant="ghost" size="sm" onClick={() => step(1)} aria-label={view === "month" ? "Next month" : "Next week"}>
                <ChevronDownIcon className="size-4 -rotate-90" />
              </Button>
            </div>
            <div role="group" aria-label="View" className="inline-flex rounded-lg bg-slate-100 p-0.5">
              {(["month", "week"] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => navigate({ view: v, date: anchor })}
                  className={cx("rounded-md px-3 py-1 text-sm font-medium", view === v ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900")}
                >
                  {v === "month" ? "Month" : "Week"}
                </button>
              ))}
            </div>
          </>
        }
      >
        {data.status === "error" ? (
          <div className="p-5">
            <LoadError title="Your posts could not be loaded" message={data.message} onRetry={() => setReload((n) => n + 1)} />
          </div>
        ) : view === "month" ? (
          <MonthGrid anchor={anchor} today={today} byDay={byDay} selected={selected} onSelect={(key) => setSelected((prev) => (prev === key ? null : key))} drag={drag} />
        ) : (
          <WeekGrid anchor={anchor} today={today} byDay={byDay} drag={drag} />
        )}
        <Legend />
      </CalendarFrame>

      <section aria-labelledby="agenda-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="agenda-heading" className="text-lg font-semibold tracking-tight text-slate-900">
            {selected ? dayLong.format(parseDayKey(selected)!) : view === "month" ? `Posts in ${monthTitle.format(anchor)}` : "Posts this week"}
          </h2>
          {selected ? (
            <Button variant="ghost" size="sm" onClick={() => setSelected(null)}>
              Show the whole {view}
            </Button>
          ) : null}
        </div>
        <Card>
          {data.status === "loading" ? (
            <p className="flex items-center gap-2 px-5 py-6 text-sm text-slate-600" role="status">
              <Spinner /> Loading posts…
            </p>
          ) : listed.length === 0 ? (
            <div className="px-5 py-8 text-center text-sm text-slate-600 sm:px-6">
              <p className="font-medium text-slate-900">Nothing scheduled {selected ? "on this day" : `this ${view}`}</p>
              <p className="mt-1">
                <Link href="/create" className="font-medium text-brand-700 underline-offset-2 hover:underline">Generate posts</Link> or{" "}
                <Link href="/posts?status=draft" className="font-medium text-brand-700 underline-offset-2 hover:underline">schedule a draft</Link>.
              </p>
            </div>
          ) : (
            <ol className="divide-y divide-slate-100">
              {listed.map(([key, entries]) => (
                <li key={key} className="px-5 py-3 sm:px-6">
                  <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{dayLong.format(parseDayKey(key)!)}</h3>
                  <ul className="mt-2 space-y-2">
                    {entries.map((entry) => (
                      <li key={entry.post.id} data-testid="agenda-item" data-post-id={entry.post.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
                        <div className="flex items-center gap-3 sm:w-60 sm:shrink-0">
                          <span className="w-20 shrink-0 whitespace-nowrap text-sm font-medium tabular-nums text-slate-900">{formatTime(entry.at)}</span>
                          <StatusBadge status={entry.post.status} />
                          <span className="flex gap-0.5">
                            {entry.post.platforms.map((p) => (
                              <PlatformIcon key={p} id={p} className="size-4 rounded" title />
                            ))}
                          </span>
                        </div>
                        <Link href={`/posts/${entry.post.id}`} className="min-w-0 flex-1 truncate rounded text-sm text-slate-700 hover:text-slate-900 hover:underline">
                          {entry.post.content}
                        </Link>
                        {entry.post.status === "scheduled" ? (
                          <Button variant="secondary" size="sm" onClick={() => setMoving(entry)} aria-label={`Move the post of ${formatDateTime(entry.at)} to another day`} className="self-start sm:self-auto">
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

      <MoveDialog entry={moving} onClose={() => setMoving(null)} onMove={move} />
    </div>
  );
}

function CalendarFrame({ title, busy, toolbar, children }: { title: string; busy?: boolean; toolbar?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="flex min-h-8 items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900" aria-live="polite">
            {title}
          </h2>
          {busy ? <Spinner className="text-slate-400" label="Loading" /> : null}
        </div>
        <div className="flex min-h-8 items-center justify-between gap-3">{toolbar}</div>
      </div>
      {children ?? <div className="h-[36rem]" />}
    </Card>
  );
}

function Legend() {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-2 text-xs text-slate-500 sm:px-5">
      <span className="inline-flex items-center gap-1.5"><span aria-hidden className="size-2.5 rounded-sm bg-brand-200" /> Scheduled (drag to another day)</span>
      <span className="inline-flex items-center gap-1.5"><span aria-hidden className="size-2.5 rounded-sm bg-emerald-200" /> Published</span>
      <span>Times in your time zone.</span>
    </p>
  );
}
