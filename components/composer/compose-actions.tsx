"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { BlockedNote } from "@/components/composer/blocked-note";
import type { Blocker } from "@/components/composer/compose-blocker";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { formatUtc, fromLocalInputValue, localZoneLabel } from "@/components/posts/datetime";
import { scheduleProblem } from "@/components/posts/schedule-check";
import type { SaveAction } from "@/components/composer/use-compose-save";
import { maySchedule, useCurrentRole } from "@/lib/client/current-role";
import { useBrowserValue } from "@/lib/client/use-browser-value";

type Props = {
  /** Why nothing can be saved now (over a limit, no text…), or null. */
  blocked: Blocker | null;
  /** Why it can be saved as a draft but not scheduled or queued yet (no image where one is needed), or null. */
  scheduleBlocked: Blocker | null;
  pending: SaveAction["kind"] | null;
  /** The datetime-local value of the schedule field ("" = none). */
  when: string;
  onWhen: (value: string) => void;
  /** Add to queue needs a brand (its queue). */
  hasBrand: boolean;
  errors: { scheduled_at?: string; queue?: string };
  onAction: (action: SaveAction) => void;
};

/**
 * Save ONE draft, schedule it once at a time, or add it to the brand's queue. A contributor (or
 * viewer) saves drafts only: their role cannot schedule, so they are told who does instead.
 */
export function ComposeActions({ blocked, pending, when, onWhen, hasBrand, errors, onAction, scheduleBlocked }: Props) {
  const zone = useBrowserValue(localZoneLabel) ?? "";
  const [timeProblem, setTimeProblem] = useState<string | null>(null);
  const at = when ? fromLocalInputValue(when) : null;
  const busy = pending !== null;
  const timeError = timeProblem ?? errors.scheduled_at;
  const role = useCurrentRole();

  if (!maySchedule(role)) {
    return (
      <div className="space-y-2 lg:space-y-4">
        {blocked ? <BlockedNote blocker={blocked} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <p data-testid="compose-drafts-only" className="text-sm text-slate-600">
            As a {role}, you save drafts. Submit one for approval from its page; an owner, admin or editor schedules it.
          </p>
          <Button className="sm:shrink-0" onClick={() => onAction({ kind: "draft" })} disabled={Boolean(blocked) || busy} pending={pending === "draft"} pendingLabel="Saving…">
            Save draft
          </Button>
        </div>
      </div>
    );
  }

  // Schedule and Add to queue wait for both; Save draft only for `blocked`.
  const notYet = blocked ?? scheduleBlocked;
  const notYetId = blocked ? "compose-blocked" : "compose-schedule-blocked";

  function schedule() {
    const problem = scheduleProblem(at);
    setTimeProblem(problem?.message ?? null);
    if (problem || !at) return document.getElementById("compose-when")?.focus();
    onAction({ kind: "schedule", at });
  }

  return (
    <div className="space-y-2 lg:space-y-4">
      {notYet ? <BlockedNote blocker={notYet} id={notYetId} /> : null}
      {/* Below lg this sits in the composer's sticky bar (components/composer/composer.tsx): one row for the time, one for the other two. */}
      <div className="grid gap-2 lg:grid-cols-[1fr_auto] lg:items-end lg:gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="compose-when" className="text-sm font-medium text-slate-800">
            Schedule for
          </label>
          <div className="flex gap-2">
            <input
              id="compose-when"
              type="datetime-local"
              value={when}
              onChange={(e) => {
                onWhen(e.target.value);
                setTimeProblem(null);
              }}
              className={cx(inputClass, "min-w-0 flex-1 sm:w-64 sm:flex-none")}
              aria-invalid={timeError ? true : undefined}
              aria-describedby="compose-when-hint"
            />
            <Button variant={when ? "primary" : "secondary"} onClick={schedule} disabled={Boolean(notYet) || busy} pending={pending === "schedule"} pendingLabel="Scheduling…" aria-describedby={notYet ? notYetId : undefined}>
              Schedule
            </Button>
          </div>
          <p id="compose-when-hint" className={cx("text-xs", timeError ? "text-red-600" : "text-slate-500")}>
            {timeError ?? (at ? `Your time zone${zone ? ` (${zone})` : ""}; sent as ${formatUtc(at)}.` : `Your time zone${zone ? ` (${zone})` : ""}.`)}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          {/* Written out beside the button: a tooltip never reaches touch or keyboard users. */}
          {hasBrand ? null : (
            <p id="compose-queue-needs-brand" data-testid="queue-needs-brand" className="text-xs text-slate-600 lg:text-right">
              Choose a brand to add this post to its queue.
            </p>
          )}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row lg:justify-end">
            <Button
              variant="secondary"
              onClick={() => onAction({ kind: "queue" })}
              disabled={Boolean(notYet) || busy || !hasBrand}
              pending={pending === "queue"}
              pendingLabel="Adding…"
              aria-describedby={[hasBrand ? null : "compose-queue-needs-brand", notYet ? notYetId : null].filter(Boolean).join(" ") || undefined}
            >
              Add to queue
            </Button>
            <Button variant={when ? "secondary" : "primary"} onClick={() => onAction({ kind: "draft" })} disabled={Boolean(blocked) || busy} pending={pending === "draft"} pendingLabel="Saving…">
              Save draft
            </Button>
          </div>
        </div>
      </div>
      {errors.queue ? <p className="text-sm text-red-600">{errors.queue}</p> : null}
    </div>
  );
}
