"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { dayLabel, daysBetween, engagementsOf, formatCompact, formatCount } from "@/components/analytics/figures";
import type { AnalyticsReport } from "@/lib/schemas/analytics";

type Point = { day: string; views: number | null; engagements: number | null; deliveries: number };

/**
 * Views and engagements of the posts published each day of the range (a post's whole performance
 * counts on its publishing day). A day without a published post, or whose posts have no value
 * for a metric, has no point there: a gap, never a 0.
 */
export function TrendChart({ report }: { report: AnalyticsReport }) {
  const byDay = new Map(report.groups.map((group) => [group.day, group]));
  const points: Point[] = daysBetween(report.from, report.to).map((day) => {
    const group = byDay.get(day);
    return { day, views: group?.metrics.views.total ?? null, engagements: group ? engagementsOf(group) : null, deliveries: group?.deliveries ?? 0 };
  });
  const hasViews = points.some((point) => point.views !== null);
  return (
    <div className="h-64 w-full" data-testid="trend-chart" role="img" aria-label={`Views and engagements per publishing day, ${dayLabel(report.from)} to ${dayLabel(report.to)}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day: string) => dayLabel(day)} tick={{ fontSize: 12, fill: "#475569" }} minTickGap={24} />
          <YAxis yAxisId="engagements" tickFormatter={formatCompact} tick={{ fontSize: 12, fill: "#475569" }} width={44} allowDecimals={false} />
          {hasViews ? <YAxis yAxisId="views" orientation="right" tickFormatter={formatCompact} tick={{ fontSize: 12, fill: "#475569" }} width={44} allowDecimals={false} /> : null}
          <Tooltip
            labelFormatter={(day) => `Published ${dayLabel(String(day), true)}`}
            formatter={(value, name) => [value === null || value === undefined ? "no value" : formatCount(Number(value)), name]}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line yAxisId="engagements" type="monotone" dataKey="engagements" name="Engagements" stroke="#4f46e5" strokeWidth={2} dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} />
          {hasViews ? <Line yAxisId="views" type="monotone" dataKey="views" name="Views" stroke="#0d9488" strokeWidth={2} dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} /> : null}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
