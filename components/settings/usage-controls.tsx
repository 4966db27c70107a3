"use client";

import { useId } from "react";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { ALL, DASHBOARD, optionLabel, seriesValue, SERIES_STYLE, type SeriesId } from "@/components/settings/usage-view";
import type { UsageReport } from "@/lib/client/types";

type Props = {
  report: UsageReport;
  choice: string;
  onChoice: (choice: string) => void;
  shown: Record<SeriesId, boolean>;
  onToggle: (id: SeriesId) => void;
};

/** The "Key" menu (all, one key, the dashboard) and the toggles of the chart's two series. */
export function UsageControls({ report, choice, onChoice, shown, onToggle }: Props) {
  const selectId = useId();
  const keys = report.series.filter((s) => s.key_id !== null);
  const dashboard = report.series.find((s) => s.key_id === null);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div className="w-full sm:w-80">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
          Key
        </label>
        <select id={selectId} value={choice} onChange={(event) => onChoice(event.target.value)} className={cx(inputClass, "mt-1.5 pr-8")}>
          <option value={ALL}>All keys and Dashboard</option>
          {keys.map((s) => (
            <option key={seriesValue(s)} value={seriesValue(s)}>
              {optionLabel(s)}
            </option>
          ))}
          {dashboard ? <option value={DASHBOARD}>{optionLabel(dashboard)}</option> : null}
        </select>
      </div>
      <div role="group" aria-label="Series shown on the chart" className="flex flex-wrap gap-2">
        {(["requests", "generations"] as const).map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={shown[id]}
            onClick={() => onToggle(id)}
            className={cx(
              "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
              shown[id] ? SERIES_STYLE[id].toggleOn : "bg-white text-slate-500 ring-slate-300 hover:bg-slate-50",
            )}
          >
            <span aria-hidden className={cx("inline-block size-2.5 rounded-sm", shown[id] ? SERIES_STYLE[id].swatchClass : "bg-slate-300")} />
            {SERIES_STYLE[id].label}
          </button>
        ))}
      </div>
    </div>
  );
}
