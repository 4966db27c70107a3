import type { AnalyticsGroup } from "@/lib/schemas/analytics";

// How the dashboard writes analytics figures. A metric no delivery has a value for is "—" with a
// reason, never 0: the API's null means "no value", and a 0 would be a made-up figure.

export const METRIC_LABELS = {
  views: "Views",
  reach: "Reach",
  likes: "Likes",
  comments: "Comments",
  shares: "Shares",
  saves: "Saves",
  clicks: "Clicks",
} as const;
export type MetricName = keyof typeof METRIC_LABELS;
export const METRIC_ORDER = Object.keys(METRIC_LABELS) as MetricName[];

const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(undefined, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatCount = (value: number) => whole.format(value);
export const formatCompact = (value: number) => compact.format(value);
export const formatRate = (value: number) => percent.format(value);

/** Likes + comments + shares + saves where they are values: the engagements the rate counts; null when none is a value. */
export function engagementsOf(group: Pick<AnalyticsGroup, "metrics">): number | null {
  const parts = (["likes", "comments", "shares", "saves"] as const).map((name) => group.metrics[name].total).filter((total): total is number => total !== null);
  return parts.length ? parts.reduce((sum, part) => sum + part, 0) : null;
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "14:00"-style hour label in the reader's locale, for an hour of the brand's day (no zone conversion). */
export function hourLabel(hour: number): string {
  return new Intl.DateTimeFormat(undefined, { hour: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/** "Nov 27" for a YYYY-MM-DD day (a calendar day, no zone conversion). */
export function dayLabel(day: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(undefined, { ...(long ? { weekday: "short", year: "numeric" } : {}), month: "short", day: "numeric", timeZone: "UTC" }).format(date);
}

/** Every day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end && days.length <= 400; at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
