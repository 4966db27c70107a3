"use client";

import { ConfirmRemovalDialog } from "@/components/ui/confirm-removal-dialog";
import { platformLabel } from "@/components/settings/connection-types";
import { disconnectPlatform, forgetConnection } from "@/lib/client/connections";
import type { Connection } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";

export type DisconnectTarget = { brandId: string; brandName: string; connection: Connection };

/** "Disconnect X?": deletes the stored credentials after a confirmation. */
export function DisconnectDialog({
  target,
  onClose,
  onDisconnected,
}: {
  target: DisconnectTarget | null;
  onClose: () => void;
  onDisconnected: (platform: PlatformId) => void;
}) {
  const name = target ? platformLabel(target.connection.platform) : "";
  return (
    <ConfirmRemovalDialog
      open={target !== null}
      title={`Disconnect ${name}?`}
      description={
        target ? (
          <>
            The stored credentials{target.connection.account_label ? <> for <span className="font-medium text-slate-800">{target.connection.account_label}</span></> : null} are
            deleted. Posts for <span className="font-medium text-slate-800">{target.brandName}</span> can&apos;t be published to {name} until you connect it again.
          </>
        ) : null
      }
      actionLabel="Disconnect"
      pendingLabel="Disconnecting…"
      remove={async () => {
        if (target) await disconnectPlatform(target.brandId, target.connection.platform);
      }}
      onRemoved={(alreadyGone) => {
        if (!target) return;
        if (alreadyGone) forgetConnection(target.brandId, target.connection.platform);
        onDisconnected(target.connection.platform);
      }}
      onClose={onClose}
    />
  );
}
