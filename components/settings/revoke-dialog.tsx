"use client";

import { useState } from "react";
import { apiRequest } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ApiKey } from "./types";

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
      await apiRequest<{ revoked: boolean; key_id: string }>("/api/v1/api-keys", { method: "DELETE", body: { key_id: apiKey.id } });
      onRevoked(apiKey.id);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "The key could not be revoked. Please try again.";
      // Already gone (revoked elsewhere): the outcome the user wanted.
      if (caught && typeof caught === "object" && "status" in caught && (caught as { status: number }).status === 404) {
        onRevoked(apiKey.id);
      } else {
        setError(message);
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
