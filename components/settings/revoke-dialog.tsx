"use client";

import { ConfirmRemovalDialog } from "@/components/ui/confirm-removal-dialog";
import { forgetApiKey, revokeApiKey } from "@/lib/client/api-keys";
import type { ApiKey } from "@/lib/client/types";

export function RevokeDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKey | null; onClose: () => void; onRevoked: (id: string) => void }) {
  return (
    <ConfirmRemovalDialog
      open={apiKey !== null}
      title={apiKey ? `Revoke “${apiKey.name}”?` : "Revoke key?"}
      description={
        <>
          Any agent or script using <code className="font-mono text-xs text-slate-800">{apiKey?.key_prefix}…</code> will get 401 responses from the next
          request on. This can&apos;t be undone.
        </>
      }
      actionLabel="Revoke key"
      pendingLabel="Revoking…"
      remove={async () => {
        if (apiKey) await revokeApiKey(apiKey.id);
      }}
      onRemoved={(alreadyGone) => {
        if (!apiKey) return;
        if (alreadyGone) forgetApiKey(apiKey.id);
        onRevoked(apiKey.id);
      }}
      onClose={onClose}
    />
  );
}
