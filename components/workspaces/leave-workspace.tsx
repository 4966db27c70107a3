"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { messageOf } from "@/lib/client/api-error";
import { chooseWorkspace, leaveWorkspace } from "@/lib/client/workspaces";
import { loadFresh } from "@/components/workspaces/load-fresh";

/** Leaves the workspace (not a personal one; never its last owner: the API says so), then goes home to the personal one. */
export function LeaveWorkspace({ workspaceId, name }: { workspaceId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onLeave() {
    setPending(true);
    setError(null);
    try {
      await leaveWorkspace(workspaceId);
      await chooseWorkspace(null);
      loadFresh("/dashboard");
    } catch (thrown) {
      setError(messageOf(thrown));
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Leave workspace
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Leave ${name}?`}
        description="You lose access to its brands and posts at once, and your API keys in it stop working. An admin can invite you again."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Stay
            </Button>
            <Button variant="danger" onClick={() => void onLeave()} pending={pending} pendingLabel="Leaving…">
              Leave
            </Button>
          </>
        }
      >
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
