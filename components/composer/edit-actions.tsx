import { Button } from "@/components/ui/button";
import { BlockedNote } from "@/components/composer/blocked-note";
import type { Blocker } from "@/components/composer/compose-blocker";

type Props = {
  blocked: Blocker | null;
  /** What it still needs before it can be scheduled (saving is not stopped by it), or null. */
  notice?: Blocker | null;
  pending: boolean;
  onSave: () => void;
  onCancel: () => void;
};

/** Editing a saved post: save the changes (one PATCH, versions included) or go back. */
export function EditActions({ blocked, notice = null, pending, onSave, onCancel }: Props) {
  return (
    <div className="space-y-3">
      {blocked ? <BlockedNote blocker={blocked} /> : notice ? <BlockedNote blocker={notice} id="compose-schedule-blocked" /> : null}
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
