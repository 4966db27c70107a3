import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon } from "@/components/ui/icons";

export type CalendarMode = "month" | "week";

type Props = { view: CalendarMode; onToday: () => void; onStep: (direction: 1 | -1) => void; onView: (view: CalendarMode) => void };

/** Today, previous and next, and the month/week switch. */
export function CalendarToolbar({ view, onToday, onStep, onView }: Props) {
  return (
    <>
      <div className="flex items-center gap-1">
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onStep(-1)} aria-label={view === "month" ? "Previous month" : "Previous week"}>
          <ChevronDownIcon className="size-4 rotate-90" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onStep(1)} aria-label={view === "month" ? "Next month" : "Next week"}>
          <ChevronDownIcon className="size-4 -rotate-90" />
        </Button>
      </div>
      <div role="group" aria-label="View" className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {(["month", "week"] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={cx("rounded-md px-3 py-1 text-sm font-medium", view === v ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900")}
          >
            {v === "month" ? "Month" : "Week"}
          </button>
        ))}
      </div>
    </>
  );
}
