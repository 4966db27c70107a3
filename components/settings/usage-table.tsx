import { formatDay } from "@/components/settings/usage-chart";
import type { UsageTotals } from "@/components/settings/usage-view";

/** The chart's numbers as a table, newest day first, with totals. */
export function UsageTable({ id, days, totals, from, hidden }: { id: string; days: string[]; totals: UsageTotals; from: string; hidden: boolean }) {
  return (
    <div id={id} hidden={hidden} className="mt-2 max-h-96 overflow-auto rounded-lg ring-1 ring-inset ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Requests and generations per day from {from}, newest first</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2">Day (UTC)</th>
            <th scope="col" className="px-4 py-2 text-right">Requests</th>
            <th scope="col" className="px-4 py-2 text-right">Generations</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {days
            .map((day, index) => ({ day, index }))
            .reverse()
            .map(({ day, index }) => (
              <tr key={day}>
                <th scope="row" className="px-4 py-1.5 font-normal text-slate-700">
                  <time dateTime={day}>{index === days.length - 1 ? `${formatDay(day, true)} (so far)` : formatDay(day, true)}</time>
                </th>
                <td className="px-4 py-1.5 text-right tabular-nums text-slate-900">{totals.requests[index].toLocaleString()}</td>
                <td className="px-4 py-1.5 text-right tabular-nums text-slate-900">{totals.generations[index].toLocaleString()}</td>
              </tr>
            ))}
        </tbody>
        <tfoot className="border-t border-slate-200 bg-slate-50 font-medium">
          <tr>
            <th scope="row" className="px-4 py-2 text-slate-700">Total</th>
            <td className="px-4 py-2 text-right tabular-nums text-slate-900">{totals.totalRequests.toLocaleString()}</td>
            <td className="px-4 py-2 text-right tabular-nums text-slate-900">{totals.totalGenerations.toLocaleString()}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
