"use client";

import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { hasStatus, messageOf } from "@/lib/client/api-error";

type Props = {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The danger button's label, and its label while the request runs. */
  actionLabel: string;
  pendingLabel: string;
  /** The request that removes it; the dialog shows its error and stays open when it fails. */
  remove: () => Promise<void>;
  /** After it was removed, or turned out to be gone already (404: removed elsewhere, the outcome the user wanted). */
  onRemoved: (alreadyGone: boolean) => void;
  onClose: () => void;
};

/** "Revoke …?" / "Disconnect …?": asks once, runs the removal, and says why it failed if it did. */
export function ConfirmRemovalDialog({ open, title, description, actionLabel, pendingLabel, remove, onRemoved, onClose }: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (pending) return;
    setError(null);
    onClose();
  }

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await remove();
      onRemoved(false);
    } catch (caught) {
      if (hasStatus(caught, 404)) onRemoved(true);
      else setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} pending={pending} pendingLabel={pendingLabel}>
            {actionLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
