"use client";

import { useId, useState } from "react";
import { slotLabel } from "@/components/brands/queue-slots";
import { slotEvidence, suggestionSource, suggestionsFitZone, toQueueSlot } from "@/components/brands/suggested-slots";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { useBestTimes } from "@/lib/client/analytics";
import { messageOf } from "@/lib/client/api-error";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import type { Slot } from "@/lib/queue/slot-times";

/**
 * Beside the queue editor: the slots GET /analytics/best-times proposes, each with its evidence
 * (or the general defaults, said as such), one click adding one to the queue through the editor's
 * own save.
 */
export function SuggestedTimes({ brandId, slots, zone, pending, onAdd }: { brandId: string; slots: readonly Slot[]; zone: string; pending: boolean; onAdd: (slot: Slot) => void }) {
  const id = useId();
  const [platform, setPlatform] = useState<PlatformId | "">("");
  const best = useBestTimes(brandId, platform || undefined);
  const report = best.data?.report;
  const taken = new Set(slots.map((slot) => `${slot.weekday} ${slot.time}`));

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg bg-slate-50 px-3 py-3 ring-1 ring-slate-200" data-testid="suggested-times">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-medium text-slate-900">
          Suggested times
        </h3>
        <label htmlFor={`${id}-platform`} className="sr-only">
          Suggestions for
        </label>
        <select id={`${id}-platform`} className={cx(inputClass, "w-auto py-1 text-xs")} value={platform} onChange={(e) => setPlatform(e.target.value as PlatformId | "")}>
          <option value="">All platforms</option>
          {PLATFORM_IDS.map((option) => (
            <option key={option} value={option}>
              {platformRule(option).label}
            </option>
          ))}
        </select>
      </div>
      {best.status === "error" ? (
        <div className="mt-2">
          <LoadError title="Suggestions could not be loaded" message={messageOf(best.error)} onRetry={() => void best.reload()} />
        </div>
      ) : !report ? (
        <p className="mt-2 text-sm text-slate-500" role="status">
          Loading suggestions…
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700" data-testid="suggested-source">
            <span className="font-medium">{suggestionSource(report, platform ? platformRule(platform).label : null)}.</span> <span className="text-slate-600">{report.reason}</span>
          </p>
          {suggestionsFitZone(report, zone) ? (
            <ul className="mt-2 divide-y divide-slate-200" aria-label="Suggested slots">
              {report.slots.map((suggestion) => {
                const slot = toQueueSlot(suggestion);
                const label = slotLabel(slot);
                return (
                  <li key={`${suggestion.weekday}-${suggestion.hour}`} data-testid="suggested-slot" className="flex items-center justify-between gap-3 py-1.5 text-sm">
                    <span className="min-w-0 flex-1">
                      <span className="font-medium text-slate-900">{label}</span> <span className="text-slate-600 tabular-nums">— {slotEvidence(suggestion)}</span>
                    </span>
                    {taken.has(`${slot.weekday} ${slot.time}`) ? (
                      <span className="shrink-0 text-xs text-slate-500">In the schedule</span>
                    ) : (
                      <Button size="sm" variant="secondary" className="shrink-0" aria-label={`Add ${label} to the schedule`} disabled={pending} onClick={() => onAdd(slot)}>
                        Add
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">These hours were counted in {report.time_zone}, the saved time zone: save the new zone first to see them in it.</p>
          )}
          {suggestionsFitZone(report, zone) ? <p className="mt-1 text-xs text-slate-500">Times in {zone.replaceAll("_", " ")}.</p> : null}
        </>
      )}
    </section>
  );
}
