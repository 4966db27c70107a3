import type { Caller } from "@/lib/auth/caller";
import { chooseSessionWorkspace } from "@/lib/auth/sessions/choose-workspace";
import { sessionClaims } from "@/lib/auth/sessions/session-claims";
import { dbPool } from "@/lib/db/pool";
import { ApiError, notFound, UNAUTHORIZED_MESSAGE } from "@/lib/errors";
import { findMemberWorkspace } from "@/lib/workspaces/list-workspaces";
import type { WorkspaceOutput } from "@/lib/schemas/workspace";

/**
 * The session acts in `workspaceId` from its next request on (null, or the personal workspace's
 * id: the personal one, stored as null). A workspace the user is not a member of: 404. The
 * session is the one whose cookie `request` carries (session-only endpoints).
 */
export async function switchWorkspace(caller: Caller, request: Request, workspaceId: string | null): Promise<WorkspaceOutput> {
  const claims = await sessionClaims(request);
  if (!claims) throw new ApiError("unauthorized", UNAUTHORIZED_MESSAGE);
  const { rows } = await dbPool().query<{ id: string }>("SELECT id FROM workspaces WHERE personal_for = $1", [caller.userId]);
  const personalId = rows[0]?.id;
  const chosen = workspaceId === personalId ? null : workspaceId;
  const target = chosen ?? personalId;
  if (!target || !(await chooseSessionWorkspace(claims, chosen))) throw notFound("Workspace");
  const workspace = await findMemberWorkspace(caller.userId, target, target);
  if (!workspace) throw notFound("Workspace");
  return workspace;
}
