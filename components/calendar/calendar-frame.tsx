import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

/** The calendar's card: its title (month or week), a busy mark, the toolbar, the grid. */
export function CalendarFrame({ title, busy, toolbar, children }: { title: string; busy?: boolean; toolbar?: ReactNode; children?: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="flex min-h-8 items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900" aria-live="polite">
            {title}
          </h2>
          {busy ? <Spinner className="text-slate-400" label="Loading" /> : null}
        </div>
        <div className="flex min-h-8 items-center justify-between gap-3">{toolbar}</div>
      </div>
      {children ?? <div className="h-[36rem]" />}
    </Card>
  );
}

export function CalendarLegend() {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-2 text-xs text-slate-500 sm:px-5">
      <span className="inline-flex items-center gap-1.5"><span aria-hidden className="size-2.5 rounded-sm bg-brand-200" /> Scheduled (drag to another day)</span>
      <span className="inline-flex items-center gap-1.5"><span aria-hidden className="size-2.5 rounded-sm bg-emerald-200" /> Published</span>
      <span>Times in your time zone.</span>
    </p>
  );
}
