import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/errors";

/**
 * A request acts in one workspace (a key's own, a session's chosen one) with its role there as
 * the admission statement read it; a path naming any other workspace names nothing this request
 * may touch, even one the user belongs to (docs/api-decisions.md, "Members and invitations").
 */
export function assertActingIn(caller: Caller, workspaceId: string): void {
  if (caller.workspaceId !== workspaceId) {
    throw new ApiError(
      "not_found",
      "Workspace not found. A request acts in one workspace: its key's, or the one the session has chosen (POST /api/v1/session/workspace).",
    );
  }
}
