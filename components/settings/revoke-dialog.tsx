"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { forgetApiKey, revokeApiKey } from "@/lib/client/api-keys";
import type { ApiKey } from "@/lib/client/types";

export function RevokeDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKey | null; onClose: () => void; onRevoked: (id: string) => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (pending) return;
    setError(null);
    onClose();
  }

  async function revoke() {
    if (!apiKey) return;
    setPending(true);
    setError(null);
    try {
      await revokeApiKey(apiKey.id);
      onRevoked(apiKey.id);
    } catch (caught) {
      // Already gone (revoked elsewhere): the outcome the user wanted.
      if (hasStatus(caught, 404)) {
        forgetApiKey(apiKey.id);
        onRevoked(apiKey.id);
      } else {
        setError(messageOf(caught));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={apiKey !== null}
      onClose={close}
      title={apiKey ? `Revoke “${apiKey.name}”?` : "Revoke key?"}
      description={
        <>
          Any agent or script using <code className="font-mono text-xs text-slate-800">{apiKey?.key_prefix}…</code> will get 401 responses from the next
          request on. This can&apos;t be undone.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={revoke} pending={pending} pendingLabel="Revoking…">
            Revoke key
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
