import { Button } from "@/components/ui/button";
import { BlockedNote } from "@/components/composer/blocked-note";
import type { Blocker } from "@/components/composer/compose-blocker";

/** Editing a saved post: save the changes (one PATCH, versions included) or go back. */
export function EditActions({ blocked, pending, onSave, onCancel }: { blocked: Blocker | null; pending: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <div className="space-y-3">
      {blocked ? <BlockedNote blocker={blocked} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={Boolean(blocked)} pending={pending} pendingLabel="Saving…">
          Save changes
        </Button>
      </div>
    </div>
  );
}
