"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { platformLabel } from "@/components/settings/connection-types";
import { hasStatus, messageOf } from "@/lib/client/api-error";
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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (pending) return;
    setError(null);
    onClose();
  }

  async function disconnect() {
    if (!target) return;
    const { brandId, connection } = target;
    setPending(true);
    setError(null);
    try {
      await disconnectPlatform(brandId, connection.platform);
      onDisconnected(connection.platform);
    } catch (caught) {
      // Already gone: the outcome the user wanted.
      if (hasStatus(caught, 404)) {
        forgetConnection(brandId, connection.platform);
        onDisconnected(connection.platform);
      } else setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  const name = target ? platformLabel(target.connection.platform) : "";
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={`Disconnect ${name}?`}
      description={
        target ? (
          <>
            The stored credentials{target.connection.account_label ? <> for <span className="font-medium text-slate-800">{target.connection.account_label}</span></> : null} are
            deleted. Posts for <span className="font-medium text-slate-800">{target.brandName}</span> can&apos;t be published to {name} until you connect it again.
          </>
        ) : null
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={disconnect} pending={pending} pendingLabel="Disconnecting…">
            Disconnect
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}

