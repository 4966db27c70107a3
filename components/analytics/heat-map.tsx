import { engagementsOf, formatCount, formatRate, hourLabel, WEEKDAYS } from "@/components/analytics/figures";
import { cx } from "@/components/ui/cx";
import type { AnalyticsGroup, AnalyticsReport } from "@/lib/schemas/analytics";

type Cell = { weekday: number; hour: number; group: AnalyticsGroup | undefined; score: number | null };

// Shades from no engagement to the best slot; a slot without posts stays blank (no shade is not 0).
const SHADES = ["bg-brand-50", "bg-brand-100", "bg-brand-200", "bg-brand-300", "bg-brand-400", "bg-brand-500", "bg-brand-600"];

/** A slot's score: its engagement rate where it has one, else engagements per post. */
function scoreOf(group: AnalyticsGroup, byRate: boolean): number | null {
  if (byRate) return group.engagement_rate.value;
  const engagements = engagementsOf(group);
  return engagements === null ? null : engagements / group.deliveries;
}

/**
 * Engagement by weekday and hour of publishing, in the brand's time zone. Each slot shows how many
 * posts it holds (the sample size), and its shade the engagement rate, or engagements per post
 * when no slot has a rate (Bluesky alone: no views). The table is the chart: screen readers read it.
 */
export function HeatMap({ report }: { report: AnalyticsReport }) {
  const byRate = report.groups.some((group) => group.engagement_rate.value !== null);
  const slots = new Map(report.groups.map((group) => [`${group.weekday}-${group.hour}`, group]));
  const cells: Cell[][] = WEEKDAYS.map((_, weekday) =>
    Array.from({ length: 24 }, (_, hour) => {
      const group = slots.get(`${weekday}-${hour}`);
      return { weekday, hour, group, score: group ? scoreOf(group, byRate) : null };
    }),
  );
  const best = Math.max(0, ...cells.flat().map((cell) => cell.score ?? 0));
  const shade = (score: number) => SHADES[best > 0 ? Math.min(SHADES.length - 1, Math.round((score / best) * (SHADES.length - 1))) : 0];
  const describe = (cell: Cell) => {
    if (!cell.group) return `${WEEKDAYS[cell.weekday]} ${hourLabel(cell.hour)}: no posts`;
    const figure = cell.score === null ? "no value" : byRate ? `engagement rate ${formatRate(cell.score)}` : `${formatCount(Math.round(cell.score))} engagements per post`;
    return `${WEEKDAYS[cell.weekday]} ${hourLabel(cell.hour)}: ${cell.group.deliveries} ${cell.group.deliveries === 1 ? "post" : "posts"}, ${figure}`;
  };
  return (
    <div className="space-y-3">
      <div className="relative overflow-x-auto" data-testid="heat-map">
        <table className="border-separate border-spacing-0.5 text-[11px]">
          <caption className="sr-only">Engagement by weekday and hour of publishing ({report.time_zone}); each slot gives its number of posts</caption>
          <thead>
            <tr>
              <th scope="col" className="w-10" />
              {cells[0].map((cell) => (
                <th key={cell.hour} scope="col" className="w-7 min-w-7 pb-1 text-center font-normal text-slate-500">
                  {cell.hour % 3 === 0 ? hourLabel(cell.hour) : <span className="sr-only">{hourLabel(cell.hour)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cells.map((row, weekday) => (
              <tr key={weekday}>
                <th scope="row" className="pr-2 text-left font-normal text-slate-600">
                  {WEEKDAYS[weekday].slice(0, 3)}
                </th>
                {row.map((cell) => (
                  <td
                    key={cell.hour}
                    title={describe(cell)}
                    className={cx(
                      "h-7 w-7 min-w-7 rounded text-center tabular-nums",
                      !cell.group ? "bg-slate-50" : cell.score === null ? "bg-slate-200 text-slate-600" : shade(cell.score),
                      cell.score !== null && best > 0 && cell.score / best > 0.6 ? "text-white" : "text-slate-700",
                    )}
                  >
                    {cell.group ? cell.group.deliveries : ""}
                    <span className="sr-only">{cell.group ? ` ${describe(cell)}` : ""}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">
        Hours of publishing in {report.time_zone}. The number in a slot is how many posts were published then (a post on two platforms counts twice); the darker the slot, the higher its{" "}
        {byRate ? "engagement rate" : "engagements per post"}. Grey: posts without a value yet. A slot with one or two posts is a hint, not a pattern.
      </p>
    </div>
  );
}
