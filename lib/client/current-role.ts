import { APPROVER_ROLES } from "@/lib/approvals/approvers";
import { roleAllows, type Role } from "@/lib/auth/roles";
import { useWorkspaces } from "@/lib/client/workspaces";

// What the signed-in member may do in the workspace the session acts in (docs/teams.md, "Roles"),
// so the dashboard offers a contributor the steps they can take instead of buttons the API
// refuses. The API stays the judge: while the role is unknown (loading), everything is offered.

/** The session's role in its current workspace, or null while it loads. */
export function useCurrentRole(): Role | null {
  const workspaces = useWorkspaces();
  return workspaces.data?.find((workspace) => workspace.current)?.role ?? null;
}

/** Whether the role schedules, queues and unschedules posts (contributors and viewers do not). */
export const maySchedule = (role: Role | null): boolean => role === null || roleAllows(role, "schedule");

/** Whether the role edits brands and their queues (PUT /brands/{id}/queue needs `write`: not contributors or viewers). */
export const mayEditBrands = (role: Role | null): boolean => role === null || roleAllows(role, "write");

/** Whether the role approves posts or asks for changes (owners, admins and editors). */
export const mayApprove = (role: Role | null): boolean => role === null || APPROVER_ROLES.includes(role);
