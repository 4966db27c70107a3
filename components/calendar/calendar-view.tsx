"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { dueSoon, watchPosts } from "@/components/posts/publish-watch";
import { CalendarAgenda } from "@/components/calendar/calendar-agenda";
import { CalendarFilters, isPlatformId } from "@/components/calendar/calendar-filters";
import { CalendarFrame, CalendarLegend } from "@/components/calendar/calendar-frame";
import { CalendarToolbar, type CalendarMode } from "@/components/calendar/calendar-toolbar";
import { addDays, addMonths, dayKey, dayLong, monthTitle, parseDayKey, rangeFormat, startOfMonth, startOfWeek, weekDays } from "@/components/calendar/dates";
import { MonthGrid } from "@/components/calendar/month-grid";
import { MoveDialog } from "@/components/calendar/move-dialog";
import type { Entry } from "@/components/calendar/types";
import { useCalendarDrag } from "@/components/calendar/use-calendar-drag";
import { WeekGrid } from "@/components/calendar/week-grid";
import { messageOf } from "@/lib/client/api-error";
import { useBrands } from "@/lib/client/brands";
import { useBrandQueue } from "@/lib/client/queue";
import { openSlotInstants } from "@/lib/queue/open-slots";
import { placedAtOf, postsPlacedInKey, refreshPostsWhere, usePostsPlacedIn } from "@/lib/client/posts";
import type { Post, PostStatus } from "@/lib/client/types";
import { useNow } from "@/lib/client/use-now";

const SHOWN: readonly PostStatus[] = ["scheduled", "published"];

// While a post of the range is about to be published, the poll reads only such posts again.
const refreshDue = refreshPostsWhere((post) => dueSoon(post, Date.now()));

/** The first and the day after the last day the view shows (a month view shows whole weeks). */
function shownRange(view: CalendarMode, anchor: Date): { start: Date; end: Date } {
  if (view === "week") return { start: startOfWeek(anchor), end: addDays(startOfWeek(anchor), 7) };
  return { start: startOfWeek(startOfMonth(anchor)), end: addDays(startOfWeek(addMonths(anchor, 1)), 7) };
}

function placeOf(post: Post): Date | null {
  const iso = placedAtOf(post);
  return iso ? new Date(iso) : null;
}

function byDayOf(posts: Post[], platform: string | null): Map<string, Entry[]> {
  const map = new Map<string, Entry[]>();
  for (const post of posts) {
    if (!SHOWN.includes(post.status)) continue;
    // GET /posts has no platform filter: the platform is picked here.
    if (platform && !(post.platforms as readonly string[]).includes(platform)) continue;
    const at = placeOf(post);
    if (!at) continue;
    const key = dayKey(at);
    map.set(key, [...(map.get(key) ?? []), { post, at }]);
  }
  for (const list of map.values()) list.sort((a, b) => a.at.getTime() - b.at.getTime());
  return map;
}

/** Month and week views of scheduled and published posts, in the browser's time zone. */
export function CalendarView() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const view: CalendarMode = params.get("view") === "week" ? "week" : "month";
  const dateParam = params.get("date");
  const brandId = params.get("brand") ?? "";
  const platformParam = params.get("platform");
  const platform = isPlatformId(platformParam) ? platformParam : "";
  const brands = useBrands();

  // "Today" is the browser's: known only after hydration (the server may be in another zone).
  const now = useNow(60_000);
  const todayKey = now === null ? null : dayKey(new Date(now));
  const today = useMemo(() => (todayKey ? parseDayKey(todayKey) : null), [todayKey]);
  const anchor = useMemo(() => (dateParam ? parseDayKey(dateParam) : null) ?? today, [dateParam, today]);

  // Only the days on screen are read (GET /posts?from&to, every page by cursor), whatever the account holds.
  const range = useMemo(() => (anchor ? shownRange(view, anchor) : null), [view, anchor]);
  const posts = usePostsPlacedIn(range?.start ?? null, range?.end ?? null, { poll: watchPosts, refresh: refreshDue, keepPrevious: true, brandId });
  const byDay = useMemo(() => byDayOf(posts.data ?? [], platform || null), [posts.data, platform]);
  // With a brand chosen, its queue slots that no post holds show as "Open slot" markers.
  const queue = useBrandQueue(brandId || null);
  const openSlots = useMemo(() => {
    const map = new Map<string, Date[]>();
    if (!brandId || !range || now === null) return map;
    const taken = (posts.data ?? []).map((post) => post.scheduled_at);
    for (const at of openSlotInstants(queue.data, range.start, range.end, now, taken)) map.set(dayKey(at), [...(map.get(dayKey(at)) ?? []), at]);
    return map;
  }, [brandId, range, now, posts.data, queue.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const [moving, setMoving] = useState<Entry | null>(null);
  const { drag, move } = useCalendarDrag(today, range ? postsPlacedInKey(range.start, range.end, brandId) : null);

  function navigate(patch: { view?: CalendarMode; date?: Date; brand?: string; platform?: string }) {
    const next = new URLSearchParams(params.toString());
    for (const name of ["brand", "platform"] as const) {
      const value = patch[name];
      if (value === undefined) continue;
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (patch.view === "week") next.set("view", "week");
    else if (patch.view) next.delete("view");
    if (patch.date) next.set("date", dayKey(patch.date));
    const search = next.toString();
    router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false });
  }

  if (!anchor || !today || !range || now === null) return <CalendarFrame title={"\u00a0"} busy />;

  const week = weekDays(anchor);
  const title = view === "month" ? monthTitle.format(anchor) : `${rangeFormat.format(week[0])} – ${rangeFormat.format(week[6])}`;
  const inRange = view === "month" ? (d: Date) => d.getMonth() === anchor.getMonth() && d.getFullYear() === anchor.getFullYear() : (d: Date) => d >= range.start && d < range.end;
  const listed = [...byDay.entries()].filter(([key]) => (selected ? key === selected : inRange(parseDayKey(key)!))).sort(([a], [b]) => a.localeCompare(b));

  return (
    <div className="space-y-6">
      <CalendarFrame
        title={title}
        busy={posts.validating}
        toolbar={
          <CalendarToolbar
            view={view}
            onToday={() => navigate({ date: today })}
            onStep={(direction) => navigate({ date: view === "month" ? addMonths(anchor, direction) : addDays(anchor, 7 * direction) })}
            onView={(next) => navigate({ view: next, date: anchor })}
          />
        }
      >
        <CalendarFilters
          brands={brands.data ?? []}
          brandId={brandId}
          platform={platform}
          onBrand={(id) => navigate({ brand: id })}
          onPlatform={(id) => navigate({ platform: id })}
        />
        {posts.status === "error" ? (
          <div className="p-5">
            <LoadError title="Your posts could not be loaded" message={messageOf(posts.error)} onRetry={() => void posts.reload()} />
          </div>
        ) : view === "month" ? (
          <MonthGrid anchor={anchor} today={today} byDay={byDay} selected={selected} onSelect={(key) => setSelected((prev) => (prev === key ? null : key))} drag={drag} now={new Date(now)} openSlots={openSlots} />
        ) : (
          <WeekGrid anchor={anchor} today={today} byDay={byDay} drag={drag} now={new Date(now)} openSlots={openSlots} />
        )}
        <CalendarLegend />
      </CalendarFrame>

      <CalendarAgenda
        heading={selected ? dayLong.format(parseDayKey(selected)!) : view === "month" ? `Posts in ${monthTitle.format(anchor)}` : "Posts this week"}
        selected={selected}
        view={view}
        loading={posts.status === "loading"}
        days={listed}
        onShowAll={() => setSelected(null)}
        onMove={setMoving}
      />

      <MoveDialog entry={moving} onClose={() => setMoving(null)} onMove={move} />
    </div>
  );
}
