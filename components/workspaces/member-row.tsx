"use client";

import { useState } from "react";
import { Avatar } from "@/components/shell/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ROLE_LABELS } from "@/components/workspaces/role-labels";
import { ROLES, type Role } from "@/lib/auth/roles";
import { messageOf } from "@/lib/client/api-error";
import { changeMemberRole, removeMember, type Member } from "@/lib/client/workspaces";
import { cx } from "@/components/ui/cx";

type Props = {
  workspaceId: string;
  member: Member;
  /** The viewer's own role here, and whether this row is the viewer. */
  myRole: Role;
  isMe: boolean;
  /** The personal workspace's own user: always its owner. */
  fixed: boolean;
};

/**
 * One member: name, address, role. Admins and owners change roles and remove members; only an
 * owner changes or makes an owner (the API refuses the rest and says why).
 */
export function MemberRow({ workspaceId, member, myRole, isMe, fixed }: Props) {
  const [pending, setPending] = useState<"role" | "remove" | null>(null);
  const manager = myRole === "owner" || myRole === "admin";
  const editable = manager && !fixed && (member.role !== "owner" || myRole === "owner");
  const roles = ROLES.filter((role) => role !== "owner" || myRole === "owner");

  async function onRole(role: Role) {
    setPending("role");
    try {
      await changeMemberRole(workspaceId, member.user_id, role);
      toast.success(`${member.name} is now ${ROLE_LABELS[role].toLowerCase()}`);
    } catch (thrown) {
      toast.error("Could not change the role", messageOf(thrown));
    } finally {
      setPending(null);
    }
  }

  async function onRemove() {
    if (!window.confirm(`Remove ${member.name} from this workspace? Their API keys here stop working at once.`)) return;
    setPending("remove");
    try {
      await removeMember(workspaceId, member.user_id);
      toast.success(`${member.name} was removed`);
    } catch (thrown) {
      toast.error("Could not remove the member", messageOf(thrown));
      setPending(null);
    }
  }

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6" data-testid="member-row">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={member.name} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">
            {member.name} {isMe ? <span className="font-normal text-slate-500">(you)</span> : null}
          </p>
          <p className="truncate text-sm text-slate-500">{member.email}</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {member.brand_ids ? <Badge tone="amber">{member.brand_ids.length === 1 ? "1 brand" : `${member.brand_ids.length} brands`}</Badge> : null}
        {editable ? (
          <select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={pending !== null}
            onChange={(event) => void onRole(event.target.value as Role)}
            className={cx(inputClass, "w-36 py-1.5")}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        ) : (
          <Badge tone={member.role === "owner" ? "brand" : "neutral"}>{ROLE_LABELS[member.role]}</Badge>
        )}
        {editable && !isMe ? (
          <Button variant="ghost" size="sm" onClick={() => void onRemove()} pending={pending === "remove"} aria-label={`Remove ${member.name}`}>
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}
