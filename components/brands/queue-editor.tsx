"use client";

import { useId, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { addSlot, removeSlot, sameQueue, slotLabel, sortSlots, startingZone, weekdayName, WEEKDAYS_MONDAY_FIRST } from "@/components/brands/queue-slots";
import { SuggestedTimes } from "@/components/brands/suggested-times";
import { formatClockTime } from "@/components/posts/datetime";
import { messageOf } from "@/lib/client/api-error";
import { mayEditBrands, useCurrentRole } from "@/lib/client/current-role";
import { saveBrandQueue, useBrandQueue } from "@/lib/client/queue";
import type { Slot } from "@/lib/queue/slot-times";
import type { QueueOutput } from "@/lib/schemas/queue";

/** The brand page's weekly posting slots (GET/PUT /brands/{id}/queue): what "Add to queue" picks from. */
export function QueueEditor({ brandId }: { brandId: string }) {
  const queue = useBrandQueue(brandId);
  return (
    <Card>
      <CardHeader id="queue-heading" title="Posting schedule" description="Weekly slots. “Add to queue” on a post schedules it at the next free one." />
      {queue.data ? (
        // Started afresh from each saved queue.
        <QueueForm key={JSON.stringify(queue.data)} brandId={brandId} saved={queue.data} />
      ) : queue.status === "error" ? (
        <div className="p-5">
          <LoadError title="The posting schedule could not be loaded" message={messageOf(queue.error)} onRetry={() => void queue.reload()} />
        </div>
      ) : (
        <div className="space-y-2 p-5" role="status" aria-label="Loading the posting schedule">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
        </div>
      )}
    </Card>
  );
}

function zoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set(["UTC", current, ...known])];
}

function QueueForm({ brandId, saved }: { brandId: string; saved: QueueOutput }) {
  const id = useId();
  // A brand that never had slots starts in the browser's zone rather than UTC.
  const startZone = startingZone(saved, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [timezone, setTimezone] = useState(startZone);
  const [slots, setSlots] = useState<Slot[]>(() => sortSlots(saved.slots));
  const [weekday, setWeekday] = useState(1);
  const [time, setTime] = useState("09:00");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Suggestions are offered to the roles that may save the queue; the API stays the judge.
  const mayEdit = mayEditBrands(useCurrentRole());
  const zones = useMemo(() => zoneNames(timezone), [timezone]);
  // Compared with where the form started, not with what is saved: the browser's zone offered to a
  // brand without slots is not a change of the reader's, so Save and Discard stay off until one.
  const dirty = !sameQueue({ timezone, slots }, { timezone: startZone, slots: saved.slots });

  function add() {
    const next = addSlot(slots, { weekday, time });
    if ("problem" in next) return setProblem(next.problem);
    setProblem(null);
    setSlots(next.slots);
  }

  // A suggested slot is added and saved in one click, with the rest of the form as it stands.
  function addSuggested(slot: Slot) {
    const next = addSlot(slots, slot);
    if ("problem" in next) return setProblem(next.problem);
    setSlots(next.slots);
    void save(next.slots, `${slotLabel(slot)} added to the posting schedule`);
  }

  async function save(toSave: Slot[] = slots, saved = "Posting schedule saved") {
    setPending(true);
    setProblem(null);
    try {
      await saveBrandQueue(brandId, { timezone, slots: toSave });
      toast.success(saved);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-4 px-5 py-4 sm:px-6" data-testid="queue-editor">
      <div>
        <label htmlFor={`${id}-zone`} className="block text-sm font-medium text-slate-800">
          Time zone
        </label>
        <select id={`${id}-zone`} className={cx(inputClass, "mt-1.5")} value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-slate-500">Slots keep their wall time in this zone, across daylight saving changes.</p>
      </div>

      {slots.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">No slots yet. Add the days and times this brand posts, then save.</p>
      ) : (
        <ul aria-label="Weekly slots" className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {slots.map((slot) => (
            <li key={`${slot.weekday} ${slot.time}`} data-testid="queue-slot" className="flex items-center justify-between gap-3 px-3 py-1.5 text-sm">
              <span>
                <span className="font-medium text-slate-900">{weekdayName(slot.weekday)}</span> <span className="tabular-nums text-slate-700">{formatClockTime(slot.time)}</span>
              </span>
              <Button size="sm" variant="ghost" aria-label={`Remove ${slotLabel(slot)}`} onClick={() => setSlots(removeSlot(slots, slot))}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Add a slot</legend>
        <div className="min-w-32 flex-1">
          <label htmlFor={`${id}-day`} className="sr-only">
            Day
          </label>
          <select id={`${id}-day`} className={inputClass} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
            {WEEKDAYS_MONDAY_FIRST.map((day) => (
              <option key={day} value={day}>
                {weekdayName(day)}
              </option>
            ))}
          </select>
        </div>
        <div className="w-36">
          <label htmlFor={`${id}-time`} className="sr-only">
            Time
          </label>
          <input id={`${id}-time`} type="time" step={60} className={inputClass} value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <Button variant="secondary" onClick={add}>
          Add
        </Button>
      </fieldset>

      {mayEdit ? <SuggestedTimes brandId={brandId} slots={slots} zone={timezone} pending={pending} onAdd={addSuggested} /> : null}

      {problem ? <Alert tone="error">{problem}</Alert> : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void save()} disabled={!dirty} pending={pending} pendingLabel="Saving…">
          Save schedule
        </Button>
        {dirty ? (
          <Button variant="ghost" onClick={() => {
            setTimezone(startZone);
            setSlots(sortSlots(saved.slots));
            setProblem(null);
          }}>
            Discard changes
          </Button>
        ) : (
          <span className="text-xs text-slate-500">{saved.slots.length === 0 ? "Nothing saved yet." : "Saved."}</span>
        )}
      </div>
    </div>
  );
}
