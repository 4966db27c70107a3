"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { bulkAvailability, type BulkAction } from "@/components/posts/bulk-summary";
import { ScheduleForm } from "@/components/posts/schedule-form";
import { maySchedule, useCurrentRole } from "@/lib/client/current-role";
import type { Post } from "@/lib/client/types";

type Props = {
  selected: Post[];
  pending: BulkAction | null;
  onRun: (action: BulkAction, at?: Date) => Promise<void>;
  onClear: () => void;
};

/**
 * The bar over the list while posts are selected: schedule (at a chosen time), unschedule, delete.
 * A contributor or viewer is not offered scheduling (their role cannot; the API would refuse).
 * `onRun` rejects when the request itself failed (it has told the user), so a dialog stays open.
 */
export function BulkBar({ selected, pending, onRun, onClear }: Props) {
  const [dialog, setDialog] = useState<"schedule" | "delete" | null>(null);
  const can = bulkAvailability(selected);
  const schedules = maySchedule(useCurrentRole());
  const published = selected.filter((post) => post.status === "published").length;
  const count = selected.length;
  const noun = count === 1 ? "post" : "posts";

  return (
    <div role="region" aria-label="Selected posts" data-testid="bulk-bar" className="flex flex-wrap items-center gap-2 border-b border-brand-100 bg-brand-50 px-5 py-2.5 sm:px-6">
      {/* Narrow screens: the count and Clear share the first line, the actions the second
          (only the visual order changes: Clear stays last for the keyboard). */}
      <p className="order-1 mr-auto text-sm font-medium text-brand-900 sm:order-none" aria-live="polite">
        {count} {noun} selected
      </p>
      {schedules ? (
        <>
          <Button size="sm" variant="secondary" className="order-4 sm:order-none" disabled={!can.schedule || pending !== null} onClick={() => setDialog("schedule")}>
            Schedule…
          </Button>
          <Button size="sm" variant="secondary" className="order-4 sm:order-none" disabled={!can.unschedule || pending !== null} pending={pending === "unschedule"} pendingLabel="Unscheduling…" onClick={() => void onRun("unschedule").catch(() => undefined)}>
            Unschedule
          </Button>
        </>
      ) : null}
      <Button size="sm" variant="secondary" className="order-4 text-red-700 sm:order-none" disabled={pending !== null} onClick={() => setDialog("delete")}>
        Delete…
      </Button>
      <Button size="sm" variant="ghost" className="order-2 sm:order-none" onClick={onClear} disabled={pending !== null}>
        Clear
      </Button>
      <span aria-hidden className="order-3 basis-full sm:hidden" />

      <Dialog
        open={dialog === "schedule"}
        onClose={() => setDialog(null)}
        title={`Schedule ${count} ${noun}`}
        description="Each post is scheduled at this time. A published post cannot be scheduled again; it says so in the results."
      >
        <ScheduleForm
          submitLabel={`Schedule ${count} ${noun}`}
          pendingLabel="Scheduling…"
          onCancel={() => setDialog(null)}
          onSubmit={async (at) => {
            await onRun("schedule", at);
            setDialog(null);
          }}
        />
      </Dialog>

      <Dialog
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        title={`Delete ${count} ${noun}?`}
        description={
          <>
            <p>Drafts, scheduled and failed posts are deleted; scheduled ones will not be published. Their text cannot be recovered.</p>
            {published > 0 ? (
              <p className="mt-2 font-medium text-slate-800">
                {published === 1 ? "1 published post stays published" : `${published} published posts stay published`}: the platforms keep {published === 1 ? "it" : "them"}. Brandcast
                only takes {published === 1 ? "it" : "them"} off your list.
              </p>
            ) : null}
          </>
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              pending={pending === "delete"}
              pendingLabel="Deleting…"
              onClick={() =>
                // A failure is told by a toast; the dialog stays to try again or cancel.
                void onRun("delete").then(
                  () => setDialog(null),
                  () => undefined,
                )
              }
            >
              Delete {count} {noun}
            </Button>
          </>
        }
      />
    </div>
  );
}
