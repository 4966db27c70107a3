"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { defaultScheduleTime, formatUtc, fromLocalInputValue, localZoneLabel, toLocalInputValue } from "@/components/posts/datetime";
import { scheduleProblem } from "@/components/posts/schedule-check";
import { messageOf } from "@/lib/client/api-error";
import { useBrowserValue } from "@/lib/client/use-browser-value";
import { useNow } from "@/lib/client/use-now";

type Props = {
  /** The time to start from; defaults to about an hour from now. */
  initial?: Date | null;
  submitLabel: string;
  pendingLabel?: string;
  onSubmit: (at: Date) => Promise<void>;
  onCancel?: () => void;
  disabled?: boolean;
  disabledReason?: string;
  className?: string;
};

/**
 * A date-time picker in the browser's time zone (shown next to it); what it hands on is a Date,
 * which the API call sends as a UTC ISO string.
 */
export function ScheduleForm({ initial, submitLabel, pendingLabel, onSubmit, onCancel, disabled, disabledReason, className }: Props) {
  const id = useId();
  // Zone and "now" are the browser's: unknown on the server, so server and client markup agree.
  const now = useNow(60_000);
  const zone = useBrowserValue(localZoneLabel) ?? "";
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const initialMs = initial ? initial.getTime() : null;
  const start = now === null ? null : initialMs !== null && initialMs > now ? new Date(initialMs) : defaultScheduleTime(new Date(now));
  const value = typed ?? (start ? toLocalInputValue(start) : "");
  const chosen = fromLocalInputValue(value);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const problem = scheduleProblem(chosen);
    setError(problem?.message ?? null);
    if (problem || !chosen) {
      document.getElementById(`${id}-when`)?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit(chosen);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={cx("@container", className)} aria-label={submitLabel}>
      <label htmlFor={`${id}-when`} className="block text-sm font-medium text-slate-800">
        Date and time
      </label>
      <div className="mt-1.5 flex flex-col gap-2 @md:flex-row">
        <input
          id={`${id}-when`}
          type="datetime-local"
          className={cx(inputClass, "min-w-0 @md:flex-1")}
          value={value}
          min={now === null ? undefined : toLocalInputValue(new Date(now))}
          step={60}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
          disabled={disabled || pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-zone ${id}-help`}
        />
        <div className="flex gap-2">
          <Button type="submit" pending={pending} pendingLabel={pendingLabel} disabled={disabled} className="flex-1 @md:flex-none">
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={pending} className="flex-1 @md:flex-none">
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-zone`} data-testid="schedule-zone" className="mt-1.5 min-h-4 text-xs text-slate-600">
        {zone ? <>Your time zone: <span className="font-medium">{zone}</span></> : "\u00a0"}
      </p>
      <p id={`${id}-help`} className={cx("min-h-4 text-xs", error ? "text-red-600" : "text-slate-500")} role={error ? "alert" : undefined}>
        {error ?? (disabled && disabledReason ? disabledReason : chosen ? `Sent as ${formatUtc(chosen)}` : "\u00a0")}
      </p>
    </form>
  );
}
