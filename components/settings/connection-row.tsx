"use client";

import { useState } from "react";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { toast } from "@/components/ui/toast";
import { ConnectionDetails } from "@/components/settings/connection-details";
import { ConnectionStatus } from "@/components/settings/connection-status";
import { platformLabel } from "@/components/settings/connection-types";
import { SignInSetupDetails, SignInSetupNote } from "@/components/settings/sign-in-setup-note";
import { messageOf } from "@/lib/client/api-error";
import { goToPlatformSignIn } from "@/lib/client/connection-sign-in";
import type { Connection, SignInOption } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";

type Props = {
  brandId: string;
  platform: PlatformId;
  connection: Connection | null;
  /** How this platform connects on this server; null until known. */
  signIn: SignInOption | null;
  onConnect: (platform: PlatformId, existing: Connection | null) => void;
  onDisconnect: (connection: Connection) => void;
  /** The server publishes in sandbox mode: nothing is checked with a platform (the section's note says so). */
  sandbox: boolean;
};

/**
 * One platform of a brand: who is connected (or not), whether it must be reconnected, and its
 * actions. Where the server has the platform's app, the platform's own sign-in comes first and
 * a pasted token is the advanced way; where it does not, the row says so (and, to an owner or
 * admin, folded away, what the server needs). Only owners and admins see these rows (the API's
 * connections need `admin`); members see components/settings/connections-for-members.tsx.
 */
export function ConnectionRow({ brandId, platform, connection, signIn, onConnect, onDisconnect, sandbox }: Props) {
  const label = platformLabel(platform);
  const [leaving, setLeaving] = useState(false);
  const oauth = signIn?.method === "oauth";
  const canSignIn = oauth && signIn.configured;
  const needsReconnect = connection?.status === "reconnect_required";

  async function signInWithPlatform() {
    setLeaving(true);
    try {
      await goToPlatformSignIn(brandId, platform);
    } catch (caught) {
      setLeaving(false);
      toast.error(`Could not start the ${label} sign-in`, messageOf(caught));
    }
  }

  return (
    <li
      data-testid="connection-row"
      data-platform={platform}
      data-connected={connection ? "true" : "false"}
      data-status={connection?.status ?? "none"}
      aria-label={label}
      className={cx("flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3", needsReconnect && "bg-red-50/40")}
    >
      <div className={cx("flex min-w-40 flex-1 gap-3", connection ? "items-start" : "items-center")}>
        <PlatformIcon id={platform} className={cx("size-8 rounded-lg", connection ? "mt-0.5" : undefined)} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-slate-900">{label}</span>
            <ConnectionStatus connection={connection} />
          </div>
          {connection ? <ConnectionDetails connection={connection} label={label} sandbox={sandbox} /> : null}
          {oauth && !signIn.configured ? <SignInSetupNote label={label} canSetUp /> : null}
        </div>
      </div>
      <div className="ml-auto flex max-w-full shrink-0 flex-wrap justify-end gap-2">
        {canSignIn ? (
          <>
            <Button
              variant={connection && !needsReconnect ? "secondary" : "primary"}
              size="sm"
              aria-label={connection ? `Reconnect ${label}` : `Sign in with ${label}`}
              pending={leaving}
              pendingLabel="Opening…"
              onClick={signInWithPlatform}
            >
              {connection ? "Reconnect" : `Sign in with ${label}`}
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Connect ${label} with a token`} onClick={() => onConnect(platform, connection)}>
              Use a token
            </Button>
          </>
        ) : (
          <Button
            variant={needsReconnect ? "primary" : "secondary"}
            size="sm"
            aria-label={`${connection ? "Reconnect" : "Connect"} ${label}`}
            onClick={() => onConnect(platform, connection)}
          >
            {connection ? "Reconnect" : "Connect"}
          </Button>
        )}
        {connection ? (
          <Button variant="secondary" size="sm" aria-label={`Disconnect ${label}`} className="text-red-700 hover:bg-red-50" onClick={() => onDisconnect(connection)}>
            Disconnect
          </Button>
        ) : null}
      </div>
      {/* Its own line under the row, aligned with the text: the server's names never squeeze beside the buttons. */}
      {oauth && !signIn.configured ? <SignInSetupDetails option={signIn} label={label} className="basis-full pl-11 -mt-2" /> : null}
    </li>
  );
}
