"use client";

import Link from "next/link";
import { useLayoutEffect, useRef } from "react";
import { cx } from "@/components/ui/cx";
import { dayKey, dayLong, newPostHref, sameDay, weekDays, weekdayShort } from "@/components/calendar/dates";
import { DayDrop } from "@/components/calendar/day-drop";
import { byHour, FIRST_VISIBLE_HOUR, hourLabel, hourOn, HOURS, isFutureHour } from "@/components/calendar/hours";
import { OpenSlots } from "@/components/calendar/month-grid";
import { PostChip } from "@/components/calendar/post-chip";
import type { DragHandlers, Entry } from "@/components/calendar/types";

type Props = { anchor: Date; today: Date; byDay: Map<string, Entry[]>; drag: DragHandlers; now: Date; openSlots: Map<string, Date[]> };

/**
 * The week on wide screens: a column per day, a row per hour. It opens at 06:00 and scrolls to
 * the small hours and the evening; an empty hour still ahead starts a new post at that hour.
 */
export function WeekHours({ anchor, today, byDay, drag, now, openSlots }: Props) {
  const days = weekDays(anchor);
  const scroller = useRef<HTMLDivElement>(null);
  const weekKey = dayKey(days[0]);

  // Each week opens at the morning, not at midnight.
  useLayoutEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`[data-hour-row="${FIRST_VISIBLE_HOUR}"]`);
    const head = box?.querySelector<HTMLElement>("thead");
    if (box && row) box.scrollTop = row.offsetTop - (head?.offsetHeight ?? 0);
  }, [weekKey]);

  const hoursOf = days.map((day) => byHour(byDay.get(dayKey(day)) ?? [], (entry) => entry.at));
  const slotsOf = days.map((day) => byHour(openSlots.get(dayKey(day)) ?? [], (at) => at));

  return (
    <div ref={scroller} className="max-h-[36rem] overflow-y-auto" data-testid="calendar-week" data-layout="hours">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">Posts of the week by hour</caption>
        <thead className="sticky top-0 z-10 bg-white shadow-[0_1px_0_0_theme(colors.slate.200)]">
          <tr>
            <th scope="col" className="w-[4.5rem]">
              <span className="sr-only">Hour</span>
            </th>
            {days.map((day) => (
              <th key={dayKey(day)} scope="col" className="px-1 py-2 text-center font-normal" aria-label={dayLong.format(day)}>
                <span className="block text-xs font-medium text-slate-500">{weekdayShort.format(day)}</span>
                <span className={cx("mx-auto mt-0.5 flex size-8 items-center justify-center rounded-full text-sm font-semibold tabular-nums", sameDay(day, today) ? "bg-brand-600 text-white" : "text-slate-900")}>
                  {day.getDate()}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour} data-hour-row={hour} className="border-t border-slate-100">
              <th scope="row" className="w-[4.5rem] whitespace-nowrap pl-1 pr-2 pt-1 text-right align-top text-xs font-normal tabular-nums text-slate-500">
                {hourLabel(hour)}
              </th>
              {days.map((day, index) => {
                const entries = hoursOf[index].get(hour) ?? [];
                const slots = slotsOf[index].get(hour);
                const empty = entries.length === 0 && !slots?.length;
                const future = isFutureHour(day, hour, now);
                return (
                  <DayDrop
                    key={dayKey(day)}
                    as="td"
                    day={day}
                    drag={drag}
                    className={cx("h-12 border-l border-slate-100 p-0.5 align-top", !future && "bg-slate-50/60")}
                  >
                    <div data-hour={hour} className="flex h-full min-h-11 min-w-0 flex-col gap-0.5">
                      {entries.map((entry) => (
                        <PostChip key={entry.post.id} entry={entry} drag={drag} size="full" />
                      ))}
                      <OpenSlots slots={slots} />
                      {empty && future ? <NewPostAtHour at={hourOn(day, hour)} /> : null}
                    </div>
                  </DayDrop>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NewPostAtHour({ at }: { at: Date }) {
  const label = `New post on ${dayLong.format(at)} at ${hourLabel(at.getHours())}`;
  return (
    <Link
      href={newPostHref(at)}
      data-testid="calendar-hour-new-post"
      aria-label={label}
      title={label}
      className="flex flex-1 items-center justify-center rounded text-xs text-transparent hover:bg-slate-100 hover:text-slate-500 focus-visible:bg-slate-100 focus-visible:text-slate-500"
    >
      <span aria-hidden>+ New</span>
    </Link>
  );
}
