import type { UsageReport, UsageSeries } from "@/lib/client/types";

// The usage card's arithmetic: which series a choice in the "Key" menu means, and their sums.

export const ALL = "all";
export const DASHBOARD = "dashboard";

export function seriesValue(series: UsageSeries): string {
  return series.key_id ?? DASHBOARD;
}

export function optionLabel(series: UsageSeries): string {
  if (series.key_id === null) return "Dashboard (your signed-in session)";
  const prefix = series.key_prefix ? ` (${series.key_prefix}…)` : "";
  return `${series.name}${prefix}${series.revoked ? " · revoked" : ""}`;
}

function sumArrays(arrays: number[][], length: number): number[] {
  const out = new Array<number>(length).fill(0);
  for (const values of arrays) values.forEach((value, index) => (out[index] += value));
  return out;
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

export type UsageTotals = { requests: number[]; generations: number[]; totalRequests: number; totalGenerations: number };

/** Requests and generations per day of the chosen series (all of them for ALL). */
export function totalsFor(report: UsageReport, choice: string): UsageTotals {
  const picked = choice === ALL ? report.series : report.series.filter((s) => seriesValue(s) === choice);
  const requests = sumArrays(picked.map((s) => s.requests), report.days.length);
  const generations = sumArrays(picked.map((s) => s.generations), report.days.length);
  return { requests, generations, totalRequests: total(requests), totalGenerations: total(generations) };
}

/** "all keys and the dashboard", "the dashboard", "“Usage bot”": who the numbers are from. */
export function chosenName(report: UsageReport | undefined, choice: string): string {
  if (!report || choice === ALL) return "all keys and the dashboard";
  if (choice === DASHBOARD) return "the dashboard";
  return `“${report.series.find((s) => s.key_id === choice)?.name ?? "this key"}”`;
}

export const SERIES_STYLE = {
  requests: { label: "Requests", barClass: "bg-brand-500", fillClass: "fill-brand-500", swatchClass: "bg-brand-500", toggleOn: "ring-brand-300 bg-brand-50 text-brand-800" },
  generations: { label: "Generations", barClass: "bg-amber-400", fillClass: "fill-amber-400", swatchClass: "bg-amber-400", toggleOn: "ring-amber-300 bg-amber-50 text-amber-900" },
} as const;

export type SeriesId = keyof typeof SERIES_STYLE;
