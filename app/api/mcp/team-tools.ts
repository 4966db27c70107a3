import * as invitationRoute from "@/app/api/v1/workspaces/[id]/invitations/[invitation_id]/route";
import * as invitationsRoute from "@/app/api/v1/workspaces/[id]/invitations/route";
import * as memberRoute from "@/app/api/v1/workspaces/[id]/members/[user_id]/route";
import * as membersRoute from "@/app/api/v1/workspaces/[id]/members/route";
import * as workspacesRoute from "@/app/api/v1/workspaces/route";
import { mcpTool } from "@/lib/mcp/mcp-tool";

// Members and invitations as MCP tools (docs/teams.md): the very routes of /api/v1/workspaces,
// so a key acts with its own scopes as far as its creator's role in the key's workspace allows
// now, refused with the API's own errors, and each write lands in the audit trail as the key's.

// Every tool below takes the workspace as `id`; a key only ever acts in its own.
const WORKSPACE_ID = " `id` is your key's workspace: the one list_workspaces marks current: true (any other id answers not_found).";
// Who may change the team, said the same way by every tool that does.
const OWNERS_AND_ADMINS = " Only a key of an owner or admin of the workspace, with the admin scope, may (anyone else: insufficient_scope naming their role).";

export const TEAM_TOOLS = [
  mcpTool(workspacesRoute.GET, "List the workspaces your key's creator belongs to, with their role in each. The one with current: true is the workspace your key acts in, and its id is the `id` the member and invitation tools take. A key never acts in another workspace."),
  mcpTool(membersRoute.GET, "List the members of your key's workspace: user_id, e-mail, name, role (owner, admin, editor, contributor, viewer) and brand_ids (the brands they may reach; null = all). Any member's key may read it." + WORKSPACE_ID),
  mcpTool(invitationsRoute.POST, "Invite someone to your key's workspace by e-mail address, as admin, editor, contributor (writes drafts and submits them for approval, never schedules) or viewer (reads), optionally limited to some brand_ids (null = all). Answers the invitation with accept_url, the link the person opens to join: it is shown this once, works once, for 7 days, and only for an account with that address; emailed says whether the server also e-mailed it (if false, pass the link on). Inviting the same address again replaces the pending link; someone already a member answers already_member. Owners are made from members with update_member, never by invitation." + OWNERS_AND_ADMINS + WORKSPACE_ID),
  mcpTool(invitationsRoute.GET, "List the pending invitations of your key's workspace (not accepted, revoked or expired), newest first: id, e-mail, role, brand_ids, who invited, when it expires. Never the link." + OWNERS_AND_ADMINS + WORKSPACE_ID),
  mcpTool(invitationRoute.DELETE, "Revoke a pending invitation by its id (from list_invitations): its link stops working at once. An invitation already accepted, revoked or expired, or of another workspace, is not_found." + OWNERS_AND_ADMINS + WORKSPACE_ID),
  mcpTool(memberRoute.PATCH, "Change a member's role and/or the brands they may reach (brand_ids, null = all), by their user_id (from list_members). Only an owner's key changes an owner or makes one; the last owner cannot be lowered (last_owner). Takes effect on the member's very next request, their keys included. Answers the member as they are now." + OWNERS_AND_ADMINS + WORKSPACE_ID),
  mcpTool(memberRoute.DELETE, "Remove a member from your key's workspace by their user_id: their keys there are revoked and they lose access on their very next request. Only an owner's key removes an owner, never the last one (last_owner); nobody is removed from their personal workspace (personal_workspace)." + OWNERS_AND_ADMINS + WORKSPACE_ID),
];
