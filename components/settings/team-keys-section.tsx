"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Loaded } from "@/components/ui/loaded";
import { Spinner } from "@/components/ui/spinner";
import { formatRelative } from "@/components/settings/format";
import { RevokeDialog } from "@/components/settings/revoke-dialog";
import { useTeamApiKeys } from "@/lib/client/api-keys";
import type { WorkspaceApiKey } from "@/lib/client/types";

/**
 * For owners and admins: every active key of the workspace, whoever created it, with Revoke
 * (docs/teams.md, "Keys in a team"). A list of cards at every width: names and e-mails are long.
 */
export function TeamKeysSection({ currentUserId }: { currentUserId: string }) {
  const keys = useTeamApiKeys(true);
  const [revoking, setRevoking] = useState<WorkspaceApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function onRevoked() {
    setNotice(revoking ? `“${revoking.name}” of ${revoking.created_by.name} was revoked. It no longer works.` : "The key was revoked.");
    setRevoking(null);
  }

  return (
    <Card>
      <CardHeader id="team-keys-heading" title="Every key in this workspace" description="Keys your team members created. As an owner or admin you can revoke any of them." />
      {notice ? (
        <div className="px-5 pt-4 sm:px-6">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <Loaded
        resource={keys}
        errorTitle="The workspace's keys could not be loaded"
        errorClassName="px-5 py-5 sm:px-6"
        loading={
          <div className="flex items-center justify-center gap-2 px-6 py-8 text-sm text-slate-600" role="status">
            <Spinner /> Loading the workspace&apos;s keys…
          </div>
        }
        isEmpty={(list) => list.length === 0}
        empty={<p className="px-5 py-6 text-sm text-slate-600 sm:px-6">No active keys in this workspace.</p>}
      >
        {(list) => (
          <ul className="divide-y divide-slate-100" aria-labelledby="team-keys-heading">
            {list.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3 sm:px-6">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm font-medium text-slate-900">
                    {key.name} <code className="ml-1 font-mono text-xs text-slate-500">{key.key_prefix}…</code>
                  </p>
                  <p className="break-words text-xs text-slate-600">
                    {key.created_by.user_id === currentUserId ? "Yours" : `${key.created_by.name} · ${key.created_by.email}`}
                    {" · "}
                    {key.scopes.join(", ")}
                    {" · "}
                    {key.last_used_at ? `used ${formatRelative(key.last_used_at)}` : "never used"}
                  </p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name} of ${key.created_by.name}`}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} onRevoked={onRevoked} />
    </Card>
  );
}
