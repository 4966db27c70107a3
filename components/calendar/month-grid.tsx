"use client";

import Link from "next/link";
import { cx } from "@/components/ui/cx";
import { dayKey, dayLong, monthWeeks, newPostHref, newPostTimeOn, sameDay, weekdayNarrow, weekdayShort } from "@/components/calendar/dates";
import { DayDrop } from "@/components/calendar/day-drop";
import { PostChip } from "@/components/calendar/post-chip";
import { formatTime, formatTimeWrapping } from "@/components/posts/datetime";
import type { DragHandlers, Entry } from "@/components/calendar/types";

const MAX_VISIBLE = 3;

type Props = {
  anchor: Date;
  today: Date;
  byDay: Map<string, Entry[]>;
  selected: string | null;
  onSelect: (key: string) => void;
  drag: DragHandlers;
  now: Date;
  /** A brand's queue slots no post holds, by day. */
  openSlots: Map<string, Date[]>;
};

export function MonthGrid({ anchor, today, byDay, selected, onSelect, drag, now, openSlots }: Props) {
  const weeks = monthWeeks(anchor);
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="calendar-month">
      <caption className="sr-only">Posts in {new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" }).format(anchor)}</caption>
      <thead>
        <tr>
          {weeks[0].map((day) => (
            <th key={dayKey(day)} scope="col" className="border-b border-slate-200 py-2 text-center text-xs font-medium text-slate-500">
              <abbr title={new Intl.DateTimeFormat(undefined, { weekday: "long" }).format(day)} className="no-underline">
                <span className="sm:hidden">{weekdayNarrow.format(day)}</span>
                <span className="hidden sm:inline">{weekdayShort.format(day)}</span>
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0])}>
            {week.map((day) => {
              const key = dayKey(day);
              const entries = byDay.get(key) ?? [];
              const inMonth = day.getMonth() === anchor.getMonth();
              const isToday = sameDay(day, today);
              const hidden = entries.length - MAX_VISIBLE;
              const startAt = newPostTimeOn(day, now);
              return (
                // No padding at 390 wide: a cell is about 50 px, and "6:01 PM" or a first word needs 45 of them.
                <DayDrop
                  as="td"
                  key={key}
                  day={day}
                  drag={drag}
                  className={cx("h-20 border border-slate-100 p-0 align-top sm:h-28 sm:p-1", !inMonth && "bg-slate-50/70", selected === key && "bg-brand-50/50")}
                >
                  <div className="flex h-full flex-col gap-0.5">
                    <button
                      type="button"
                      onClick={() => onSelect(key)}
                      aria-pressed={selected === key}
                      aria-label={`${dayLong.format(day)}${entries.length ? `, ${entries.length} ${entries.length === 1 ? "post" : "posts"}` : ""}`}
                      className={cx(
                        "flex size-6 shrink-0 items-center justify-center self-start rounded-full text-xs tabular-nums hover:bg-slate-200",
                        isToday ? "bg-brand-600 font-semibold text-white hover:bg-brand-700" : inMonth ? "text-slate-800" : "text-slate-400",
                      )}
                    >
                      {day.getDate()}
                    </button>
                    <ul className="flex min-w-0 flex-col gap-0.5">
                      {entries.slice(0, MAX_VISIBLE).map((entry) => (
                        <li key={entry.post.id} className="min-w-0">
                          <PostChip entry={entry} drag={drag} />
                        </li>
                      ))}
                    </ul>
                    <OpenSlots slots={openSlots.get(key)} />
                    {hidden > 0 ? (
                      <button type="button" onClick={() => onSelect(key)} className="self-start rounded px-1 text-[11px] font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900">
                        +{hidden} more
                      </button>
                    ) : null}
                    {startAt ? <NewPostSpace day={day} at={startAt} /> : null}
                  </div>
                </DayDrop>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The empty rest of a day that has not gone by: starts a post on that day. */
export function NewPostSpace({ day, at, className }: { day: Date; at: Date; className?: string }) {
  return (
    <Link
      href={newPostHref(at)}
      data-testid="calendar-new-post"
      aria-label={`New post on ${dayLong.format(day)}`}
      title={`New post on ${dayLong.format(day)}`}
      className={cx(
        "group flex min-h-4 flex-1 items-start justify-center rounded text-xs text-transparent hover:bg-slate-100 hover:text-slate-500 focus-visible:bg-slate-100 focus-visible:text-slate-500",
        className,
      )}
    >
      <span aria-hidden>+ New</span>
    </Link>
  );
}

/** Faint markers for the brand's empty queue slots of a day; each starts a post at that slot. */
export function OpenSlots({ slots }: { slots: Date[] | undefined }) {
  if (!slots?.length) return null;
  return (
    <ul className="flex min-w-0 flex-col gap-0.5">
      {slots.map((at) => (
        <li key={at.getTime()} className="min-w-0">
          <Link
            href={newPostHref(at)}
            data-testid="calendar-open-slot"
            aria-label={`Open queue slot ${dayLong.format(at)} ${formatTime(at)}: new post`}
            className="block break-words rounded border border-dashed border-slate-300 px-1 text-[11px] leading-4 text-slate-400 hover:border-brand-400 hover:text-brand-700 sm:text-xs"
          >
            <span className="hidden sm:inline">Open slot </span>
            {formatTimeWrapping(at)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
