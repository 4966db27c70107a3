"use client";

import { Card, CardHeader } from "@/components/ui/card";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { InviteForm } from "@/components/workspaces/invite-form";
import { LeaveWorkspace } from "@/components/workspaces/leave-workspace";
import { MemberRow } from "@/components/workspaces/member-row";
import { PendingInvitations } from "@/components/workspaces/pending-invitations";
import type { Role } from "@/lib/auth/roles";
import { useMembers, useWorkspaces } from "@/lib/client/workspaces";

/** The members page of the workspace this session acts in (docs/teams.md). */
export function MembersSection({ userId, workspaceId, role }: { userId: string; workspaceId: string; role: Role }) {
  const workspaces = useWorkspaces();
  const members = useMembers(workspaceId);
  const workspace = workspaces.data?.find((w) => w.id === workspaceId);
  const manager = role === "owner" || role === "admin";
  const personal = workspace?.personal ?? false;

  return (
    <div className="space-y-8">
      <Card>
        <CardHeader
          id="members-heading"
          title={workspace ? `Members of ${workspace.name}` : "Members of this workspace"}
          description={personal ? "Your personal workspace. You can invite people into it too; for a team, a shared workspace (New workspace… in the switcher) can change owners." : "Everyone who can work in this workspace, and what each may do."}
        />
        <Loaded resource={members} loading={<Skeleton className="mx-5 my-4 h-24 sm:mx-6" />} errorTitle="Members could not be loaded" errorClassName="p-5">
          {(list) => (
            <ul className="divide-y divide-slate-100" aria-labelledby="members-heading">
              {list.map((member) => (
                <MemberRow
                  key={member.user_id}
                  workspaceId={workspaceId}
                  member={member}
                  myRole={role}
                  isMe={member.user_id === userId}
                  fixed={personal && member.user_id === userId}
                />
              ))}
            </ul>
          )}
        </Loaded>
      </Card>

      {manager ? (
        <Card>
          <CardHeader id="invite-heading" title="Invite people" description="They get a link to join with the role you choose; it works once, for their address, for 7 days." />
          <InviteForm workspaceId={workspaceId} />
          <div className="border-t border-slate-200">
            <h3 className="px-5 pt-4 text-sm font-semibold text-slate-900 sm:px-6">Pending invitations</h3>
            <PendingInvitations workspaceId={workspaceId} />
          </div>
        </Card>
      ) : null}

      {workspace && !personal ? (
        <Card className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div>
            <h2 className="text-base font-semibold text-slate-900">Leave this workspace</h2>
            <p className="mt-1 text-sm text-slate-600">A workspace keeps at least one owner: make someone else owner before you leave as the last one.</p>
          </div>
          <LeaveWorkspace workspaceId={workspaceId} name={workspace.name} />
        </Card>
      ) : null}
    </div>
  );
}
