"use client";

import { useState } from "react";
import { formatDateTime, formatTime } from "@/components/posts/datetime";
import { scheduleProblem } from "@/components/posts/schedule-check";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { dayKey, onDayKeepingTime, parseDayKey } from "@/components/calendar/dates";
import type { Entry } from "@/components/calendar/types";
import { messageOf } from "@/lib/client/api-error";
import { useNow } from "@/lib/client/use-now";

type MoveProps = {
  entry: Entry;
  onClose: () => void;
  onMove: (entry: Entry, day: Date) => Promise<void>;
  pending: boolean;
  onPending: (pending: boolean) => void;
};

/** The keyboard way to do what dragging does: pick another day; the time of day stays. */
export function MoveDialog({ entry, onClose, onMove }: { entry: Entry | null; onClose: () => void; onMove: MoveProps["onMove"] }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={entry !== null}
      onClose={() => (pending ? undefined : onClose())}
      title="Move to another day"
      description={entry ? <>Now scheduled for {formatDateTime(entry.at)}. It keeps its time of day, {formatTime(entry.at)}.</> : null}
    >
      {/* Keyed by the post, so that every opening starts from the post's own day. */}
      {entry ? <MoveForm key={entry.post.id} entry={entry} onClose={onClose} onMove={onMove} pending={pending} onPending={setPending} /> : null}
    </Dialog>
  );
}

function MoveForm({ entry, onClose, onMove, pending, onPending }: MoveProps) {
  const [value, setValue] = useState(() => dayKey(entry.at));
  const [error, setError] = useState<string | null>(null);
  const now = useNow(60_000);

  const day = parseDayKey(value);
  const target = day ? onDayKeepingTime(day, entry.at) : null;

  async function submit() {
    const problem = day ? scheduleProblem(target) : { message: "Enter a date.", passed: false };
    if (problem) {
      setError(problem.passed ? `${formatTime(entry.at)} on that day has passed; choose a later day.` : problem.message);
      return;
    }
    onPending(true);
    try {
      await onMove(entry, day!);
      onPending(false);
      onClose();
    } catch (caught) {
      onPending(false);
      setError(messageOf(caught));
    }
  }

  return (
    <>
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
          min={now === null ? undefined : dayKey(new Date(now))}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          hint={target ? `New time: ${formatDateTime(target)}` : undefined}
          error={error}
        />
      </form>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={submit} pending={pending} pendingLabel="Moving…">
          Move post
        </Button>
      </div>
    </>
  );
}
