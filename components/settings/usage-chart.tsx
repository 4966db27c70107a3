"use client";

import { useId, useRef, type KeyboardEvent } from "react";
import { Bar, BarChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { cx } from "@/components/ui/cx";
import { formatTime } from "@/components/posts/datetime";

export type ChartSeries = { id: "requests" | "generations"; label: string; values: number[]; barClass: string; fillClass: string; swatchClass: string };

/** What recharts passes a bar's shape and background: its box, its day's index and row. */
type BarShapeProps = { x?: number; y?: number; width?: number; height?: number; index?: number; payload?: Record<string, unknown> };

/** One day's bar of one series, drawn by recharts; at least 2 px high when the count is not 0 (a 0 draws nothing). */
function UsageBar({ x = 0, y = 0, width = 0, height = 0, payload, series }: BarShapeProps & { series: ChartSeries }) {
  const value = Number(payload?.[series.id] ?? 0);
  const drawn = value === 0 ? 0 : Math.max(2, height);
  const barWidth = Math.min(width, 12);
  return <rect data-series={series.id} data-value={value} x={x + (width - barWidth) / 2} y={y + height - drawn} width={barWidth} height={drawn} rx={1} className={series.fillClass} />;
}

const dayShort = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const dayLong = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "2025-01-31" (a UTC day) → "Jan 31". */
export function formatDay(day: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : (long ? dayLong : dayShort).format(date);
}

/**
 * A UTC day as the chart's caption names it: "Fri, Nov 27 (UTC)", and ", so far" for the current
 * one. Never "Today": west of UTC the evening is already the next UTC day, east the morning is
 * still the last one, so the reader's today and the chart's last day differ for hours each day.
 */
export function utcDayLabel(day: string, current: boolean): string {
  return `${formatDay(day, true)} (UTC)${current ? ", so far" : ""}`;
}

/** When a UTC day starts on the reader's clock ("4:00 PM" in Los Angeles), or null before it is known. */
function utcDayStart(day: string | undefined): string | null {
  const midnight = day ? new Date(`${day}T00:00:00Z`) : null;
  return midnight && !Number.isNaN(midnight.getTime()) ? formatTime(midnight) : null;
}

/** A round axis maximum at or above `max` whose half is a whole number too: 2, 4, 6, 8, 10, 20, 40, … */
export function niceMax(max: number): number {
  if (max <= 0) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [2, 4, 6, 8, 10]) if (step * magnitude >= max) return Math.max(2, step * magnitude);
  return 10 * magnitude;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

type Props = {
  days: string[];
  series: ChartSeries[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
};

/**
 * A bar chart of daily counts drawn with divs: one column per day, one bar per series side by side.
 * The plot is one focusable element: ←/→ (Home/End) move the selected day, which is described in
 * words below the chart and announced; a click or tap on a column selects it too.
 */
export function UsageChart({ days, series, selected, onSelect, label }: Props) {
  const plotRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const top = niceMax(max);
  const lastIndex = days.length - 1;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    let next = selected;
    if (event.key === "ArrowLeft") next = Math.max(0, selected - 1);
    else if (event.key === "ArrowRight") next = Math.min(days.length - 1, selected + 1);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = days.length - 1;
    else return;
    event.preventDefault();
    onSelect(next);
  }

  const rows = days.map((day, index) => ({ day, ...Object.fromEntries(series.map((s) => [s.id, s.values[index] ?? 0])) }));
  const tickEvery = 7;
  const selectedDay = days[selected];
  const dayStart = utcDayStart(days[lastIndex]);

  return (
    <figure>
      <div className="flex gap-2">
        {/* Y axis: the maximum and zero */}
        <div aria-hidden className="flex h-44 w-8 shrink-0 flex-col justify-between text-right text-[11px] tabular-nums leading-none text-slate-500 sm:h-52">
          <span className="-translate-y-1/2">{top.toLocaleString()}</span>
          <span className="-translate-y-1/2">{(top / 2).toLocaleString()}</span>
          <span className="translate-y-1/2">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <div
            ref={plotRef}
            role="group"
            tabIndex={0}
            aria-roledescription="bar chart"
            aria-label={`${label}. Use the left and right arrow keys to move between days.`}
            aria-describedby={summaryId}
            onKeyDown={onKeyDown}
            data-testid="usage-chart"
            className="relative h-44 rounded-md border-b border-slate-300 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 sm:h-52"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={rows}
                margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
                barCategoryGap="12%"
                barGap={1}
                onClick={(state) => {
                  const index = Number(state?.activeTooltipIndex);
                  if (!Number.isInteger(index)) return;
                  onSelect(index);
                  plotRef.current?.focus();
                }}
              >
                <XAxis dataKey="day" hide />
                <YAxis domain={[0, top]} hide allowDataOverflow />
                <ReferenceLine y={top} stroke="#e2e8f0" strokeDasharray="4 3" />
                <ReferenceLine y={top / 2} stroke="#e2e8f0" strokeDasharray="4 3" />
                {series.map((s) => (
                  <Bar
                    key={s.id}
                    dataKey={s.id}
                    isAnimationActive={false}
                    cursor="pointer"
                    background={(props: BarShapeProps) => <rect key={`bg-${props.index}`} x={props.x} y={props.y} width={props.width} height={props.height} className={props.index === selected ? "fill-brand-50" : "fill-transparent"} />}
                    shape={(props: BarShapeProps) => <UsageBar {...props} series={s} />}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
            {selected >= 0 ? <div aria-hidden className="pointer-events-none absolute -bottom-px h-0.5 bg-brand-600" style={{ left: `${(selected / days.length) * 100}%`, width: `${100 / days.length}%` }} /> : null}
          </div>
          {/* X axis: a date every week, counted back from the current UTC day */}
          <div aria-hidden data-testid="usage-axis" className="relative mt-1.5 h-4 text-[11px] leading-none text-slate-500">
            {days.map((day, index) => {
              const fromEnd = lastIndex - index;
              if (fromEnd % tickEvery !== 0) return null;
              const left = ((index + 0.5) / days.length) * 100;
              const isLast = index === lastIndex;
              return (
                <span
                  key={day}
                  className={cx("absolute whitespace-nowrap", isLast ? "right-0" : "-translate-x-1/2", fromEnd >= 28 ? "hidden sm:inline" : undefined)}
                  style={isLast ? undefined : { left: `${left}%` }}
                >
                  {formatDay(day)}
                </span>
              );
            })}
          </div>
          {dayStart ? (
            <p data-testid="usage-utc-note" className="mt-1 text-right text-[11px] text-slate-500">
              UTC days: each starts at {dayStart} your time.
            </p>
          ) : null}
        </div>
      </div>
      <figcaption id={summaryId} aria-live="polite" className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="usage-selected-day">
        <span className="font-medium text-slate-900">{selectedDay ? utcDayLabel(selectedDay, selected === lastIndex) : null}</span>
        {series.map((s) => (
          <span key={s.id} className="inline-flex items-center gap-1.5">
            <span aria-hidden className={cx("inline-block size-2.5 rounded-sm", s.swatchClass)} />
            {plural(s.values[selected] ?? 0, s.label.toLowerCase().replace(/s$/, ""))}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
