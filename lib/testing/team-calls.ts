import * as acceptRoute from "@/app/api/v1/invitations/accept/route";
import * as chooseRoute from "@/app/api/v1/session/workspace/route";
import * as invitationRoute from "@/app/api/v1/workspaces/[id]/invitations/[invitation_id]/route";
import * as invitationsRoute from "@/app/api/v1/workspaces/[id]/invitations/route";
import * as leaveRoute from "@/app/api/v1/workspaces/[id]/leave/route";
import * as memberRoute from "@/app/api/v1/workspaces/[id]/members/[user_id]/route";
import * as membersRoute from "@/app/api/v1/workspaces/[id]/members/route";
import * as workspaceRoute from "@/app/api/v1/workspaces/[id]/route";
import * as workspacesRoute from "@/app/api/v1/workspaces/route";
import { dbPool } from "@/lib/db/pool";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_BASE_URL } from "@/lib/testing/make-request";
import { sessionCookieFor } from "@/lib/testing/session-cookie";

// The members and invitations routes, called through their real handlers as a signed-in browser
// or a key would (docs/teams.md). `Headers` is a session's (one cookie, one user_sessions row,
// reused across calls so that its chosen workspace sticks) or a key's bearer.

export type Headers = Record<string, string>;

/** One signed-in browser of the user: the same session row on every call. */
export async function browserOf(userId: string): Promise<Headers> {
  return { cookie: await sessionCookieFor(userId), origin: TEST_BASE_URL };
}

export const team = {
  listWorkspaces: (headers: Headers) => callRoute(workspacesRoute.GET, "GET", "/api/v1/workspaces", { headers }),
  createWorkspace: (headers: Headers, name: string) => callRoute(workspacesRoute.POST, "POST", "/api/v1/workspaces", { headers, body: { name } }),
  rename: (headers: Headers, id: string, body: unknown) => callRoute(workspaceRoute.PATCH, "PATCH", `/api/v1/workspaces/${id}`, { headers, params: { id }, body }),
  leave: (headers: Headers, id: string) => callRoute(leaveRoute.POST, "POST", `/api/v1/workspaces/${id}/leave`, { headers, params: { id } }),
  members: (headers: Headers, id: string) => callRoute(membersRoute.GET, "GET", `/api/v1/workspaces/${id}/members`, { headers, params: { id } }),
  updateMember: (headers: Headers, id: string, userId: string, body: unknown) =>
    callRoute(memberRoute.PATCH, "PATCH", `/api/v1/workspaces/${id}/members/${userId}`, { headers, params: { id, user_id: userId }, body }),
  removeMember: (headers: Headers, id: string, userId: string) =>
    callRoute(memberRoute.DELETE, "DELETE", `/api/v1/workspaces/${id}/members/${userId}`, { headers, params: { id, user_id: userId } }),
  invite: (headers: Headers, id: string, body: unknown) => callRoute(invitationsRoute.POST, "POST", `/api/v1/workspaces/${id}/invitations`, { headers, params: { id }, body }),
  invitations: (headers: Headers, id: string) => callRoute(invitationsRoute.GET, "GET", `/api/v1/workspaces/${id}/invitations`, { headers, params: { id } }),
  revoke: (headers: Headers, id: string, invitationId: string) =>
    callRoute(invitationRoute.DELETE, "DELETE", `/api/v1/workspaces/${id}/invitations/${invitationId}`, { headers, params: { id, invitation_id: invitationId } }),
  accept: (headers: Headers, token: string) => callRoute(acceptRoute.POST, "POST", "/api/v1/invitations/accept", { headers, body: { token } }),
  choose: (headers: Headers, workspaceId: string | null) => callRoute(chooseRoute.POST, "POST", "/api/v1/session/workspace", { headers, body: { workspace_id: workspaceId } }),
};

/** The token an answer's accept_url carries (the last path segment). */
export const tokenOf = (acceptUrl: string) => decodeURIComponent(new URL(acceptUrl).pathname.split("/").pop()!);

/** A shared workspace made through the API by `owner`'s browser, which then acts in it. */
export async function sharedWorkspaceOf(owner: Headers, name = "Agency"): Promise<string> {
  const made = await team.createWorkspace(owner, name);
  if (made.status !== 201) throw new Error(`createWorkspace: ${made.status} ${JSON.stringify(made.body)}`);
  const chosen = await team.choose(owner, made.body.data.workspace.id);
  if (chosen.status !== 200) throw new Error(`choose: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  return made.body.data.workspace.id;
}

/** `userId` made a member of `workspaceId` through an invitation accepted by their browser. */
export async function joinThroughInvitation(owner: Headers, workspaceId: string, member: { headers: Headers; email: string }, role = "editor"): Promise<void> {
  const invited = await team.invite(owner, workspaceId, { email: member.email, role });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const accepted = await team.accept(member.headers, tokenOf(invited.body.data.accept_url));
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}

/** The member's role row, or null. */
export async function membershipOf(workspaceId: string, userId: string): Promise<{ role: string; brand_ids: string[] } | null> {
  const { rows } = await dbPool().query("SELECT role, brand_ids FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [workspaceId, userId]);
  return rows[0] ?? null;
}
