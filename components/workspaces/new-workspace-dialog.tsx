"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { messageOf } from "@/lib/client/api-error";
import { chooseWorkspace, createWorkspace } from "@/lib/client/workspaces";
import { createWorkspaceSchema } from "@/lib/schemas/workspace";
import { loadFresh } from "@/components/workspaces/load-fresh";

/** Names a new shared workspace, then switches the session to it (the dashboard reloads there). */
export function NewWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWorkspaceSchema.safeParse({ name });
    if (!parsed.success) {
      setError(`Name ${parsed.error.issues[0].message}.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const workspace = await createWorkspace(parsed.data.name);
      await chooseWorkspace(workspace.id);
      loadFresh("/settings/members");
    } catch (thrown) {
      setError(messageOf(thrown));
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="New workspace"
      description="A shared space for a team: its own brands, posts, keys and connections. You will be its owner and can invite people next."
    >
      <form onSubmit={onSubmit} noValidate>
        <Field id="new-workspace-name" label="Name" value={name} onChange={(e) => setName(e.target.value)} error={error ?? undefined} maxLength={100} autoFocus placeholder="Acme marketing" />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} pendingLabel="Creating…">
            Create workspace
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
