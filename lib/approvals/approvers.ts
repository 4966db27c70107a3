import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";

/** The roles whose members approve posts (docs/teams.md, "Approvals"). */
export const APPROVER_ROLES: readonly Role[] = ["owner", "admin", "editor"];

/**
 * Only a person decides: a signed-in owner, admin or editor. An API key never does, whatever its
 * scopes and whoever made it; gating agents behind a person is the whole point.
 */
export function isApprover(caller: Caller): boolean {
  return caller.authMethod === "session" && APPROVER_ROLES.includes(caller.role);
}

/**
 * Who may take a pending request back (POST /posts/{id}/approval/withdraw): whoever asked, or an
 * owner, admin or editor, with a key too (withdrawing approves nothing). Shared with the post
 * page, which offers "Withdraw request" only to them.
 */
export function mayWithdraw(who: { userId: string; role: Role }, requestedByUserId: string | null): boolean {
  return requestedByUserId === who.userId || APPROVER_ROLES.includes(who.role);
}
