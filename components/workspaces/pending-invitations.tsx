"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { ROLE_LABELS } from "@/components/workspaces/role-labels";
import { messageOf } from "@/lib/client/api-error";
import { revokeInvitation, useInvitations, type Invitation } from "@/lib/client/workspaces";

function PendingRow({ workspaceId, invitation }: { workspaceId: string; invitation: Invitation }) {
  const [pending, setPending] = useState(false);
  async function onRevoke() {
    setPending(true);
    try {
      await revokeInvitation(workspaceId, invitation.id);
      toast.success(`Invitation for ${invitation.email} revoked`);
    } catch (thrown) {
      toast.error("Could not revoke the invitation", messageOf(thrown));
      setPending(false);
    }
  }
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:px-6" data-testid="invitation-row">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{invitation.email}</p>
        <p className="text-xs text-slate-500">Expires {new Date(invitation.expires_at).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" })}</p>
      </div>
      <div className="flex items-center gap-2">
        <Badge>{ROLE_LABELS[invitation.role]}</Badge>
        <Button variant="ghost" size="sm" onClick={() => void onRevoke()} pending={pending} aria-label={`Revoke the invitation for ${invitation.email}`}>
          Revoke
        </Button>
      </div>
    </li>
  );
}

/** Invitations not yet accepted, revoked or expired; never their links. */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const invitations = useInvitations(workspaceId);
  return (
    <Loaded
      resource={invitations}
      loading={<Skeleton className="mx-5 my-4 h-10 sm:mx-6" />}
      errorTitle="Invitations could not be loaded"
      errorClassName="p-5"
      isEmpty={(list) => list.length === 0}
      empty={<p className="px-5 py-4 text-sm text-slate-500 sm:px-6">No pending invitations.</p>}
    >
      {(list) => (
        <ul className="divide-y divide-slate-100">
          {list.map((invitation) => (
            <PendingRow key={invitation.id} workspaceId={workspaceId} invitation={invitation} />
          ))}
        </ul>
      )}
    </Loaded>
  );
}
