"use client";

import { useEffect, useState } from "react";
import { formatDateTime, formatTime, scheduleProblem } from "@/components/posts/datetime";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { dayKey, onDayKeepingTime, parseDayKey } from "./dates";
import type { Entry } from "./types";

/** The keyboard way to do what dragging does: pick another day; the time of day stays. */
export function MoveDialog({ entry, onClose, onMove }: { entry: Entry | null; onClose: () => void; onMove: (entry: Entry, day: Date) => Promise<void> }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (entry) {
      setValue(dayKey(entry.at));
      setError(null);
    }
  }, [entry]);

  const day = parseDayKey(value);
  const target = entry && day ? onDayKeepingTime(day, entry.at) : null;

  async function submit() {
    if (!entry) return;
    const problem = day ? scheduleProblem(target) : "Enter a date.";
    if (problem) {
      setError(problem === "Choose a time in the future." ? `${formatTime(entry.at)} on that day has passed; choose a later day.` : problem);
      return;
    }
    setPending(true);
    try {
      await onMove(entry, day!);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The post was not moved.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={entry !== null}
      onClose={() => (pending ? undefined : onClose())}
      title="Move to another day"
      description={entry ? <>Now scheduled for {formatDateTime(entry.at)}. It keeps its time of day, {formatTime(entry.at)}.</> : null}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={submit} pending={pending} pendingLabel="Moving…">
            Move post
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-3"
      >
        <Field
          id="move-date"
          type="date"
          label="New day"
          value={value}
          min={dayKey(new Date())}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          hint={target ? `New time: ${formatDateTime(target)}` : undefined}
          error={error}
        />
      </form>
    </Dialog>
  );
}
