"use client";

import { cx } from "@/components/ui/cx";
import { dayKey, dayLong, newPostTimeOn, sameDay, weekDays, weekdayShort } from "@/components/calendar/dates";
import { DayDrop } from "@/components/calendar/day-drop";
import { NewPostSpace, OpenSlots } from "@/components/calendar/month-grid";
import { PostChip } from "@/components/calendar/post-chip";
import type { DragHandlers, Entry } from "@/components/calendar/types";
import { useWide } from "@/components/calendar/use-wide";
import { WeekHours } from "@/components/calendar/week-hours";

type Props = { anchor: Date; today: Date; byDay: Map<string, Entry[]>; drag: DragHandlers; now: Date; openSlots: Map<string, Date[]> };

/** The week: an hour grid on wide screens, the days stacked with their posts in time order on narrow ones. */
export function WeekGrid(props: Props) {
  const wide = useWide();
  return wide ? <WeekHours {...props} /> : <WeekList {...props} />;
}

function WeekList({ anchor, today, byDay, drag, now, openSlots }: Props) {
  return (
    <ol className="grid grid-cols-1 divide-y divide-slate-100" data-testid="calendar-week" data-layout="days">
      {weekDays(anchor).map((day) => {
        const key = dayKey(day);
        const entries = byDay.get(key) ?? [];
        const isToday = sameDay(day, today);
        const startAt = newPostTimeOn(day, now);
        return (
          <li key={key} className="min-w-0" aria-label={`${dayLong.format(day)}${entries.length ? `, ${entries.length} ${entries.length === 1 ? "post" : "posts"}` : ", no posts"}`}>
            <DayDrop day={day} drag={drag} className="flex h-full min-h-16 flex-row gap-3 p-2">
              <div className="flex w-14 shrink-0 flex-col items-center">
                <span className="text-xs font-medium text-slate-500">{weekdayShort.format(day)}</span>
                <span className={cx("mt-0.5 flex size-8 items-center justify-center rounded-full text-sm font-semibold tabular-nums", isToday ? "bg-brand-600 text-white" : "text-slate-900")}>
                  {day.getDate()}
                </span>
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <ul className="flex min-w-0 flex-col gap-1">
                  {entries.length === 0 ? <li className="py-1 text-xs text-slate-400">No posts</li> : null}
                  {entries.map((entry) => (
                    <li key={entry.post.id} className="min-w-0">
                      <PostChip entry={entry} drag={drag} size="full" />
                    </li>
                  ))}
                </ul>
                <OpenSlots slots={openSlots.get(key)} />
                {startAt ? <NewPostSpace day={day} at={startAt} className="min-h-8" /> : null}
              </div>
            </DayDrop>
          </li>
        );
      })}
    </ol>
  );
}
