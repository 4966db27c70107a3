import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import { useResource } from "@/lib/client/use-resource";
import type { z } from "@/lib/zod";
import type { CreateInvitationInput, InvitationOutput, MemberOutput, WorkspaceOutput, invitationWithLinkSchema } from "@/lib/schemas/workspace";
import type { Role } from "@/lib/auth/roles";

// Workspaces, members and invitations in the dashboard (docs/teams.md): the switcher and the
// members page read and write through these.

export type Workspace = WorkspaceOutput;
export type Member = MemberOutput;
export type Invitation = InvitationOutput;
export type InvitationWithLink = z.infer<typeof invitationWithLinkSchema>;

const segment = encodeURIComponent;
export const WORKSPACES_URL = "/api/v1/workspaces";
const workspaceUrl = (id: string) => `${WORKSPACES_URL}/${segment(id)}`;
export const membersUrl = (id: string) => `${workspaceUrl(id)}/members`;
export const invitationsUrl = (id: string) => `${workspaceUrl(id)}/invitations`;

const loadWorkspaces = async (url: string, signal: AbortSignal) => (await apiFetch<{ workspaces: Workspace[] }>(url, { signal })).workspaces;
const loadMembers = async (url: string, signal: AbortSignal) => (await apiFetch<{ members: Member[] }>(url, { signal })).members;
const loadInvitations = async (url: string, signal: AbortSignal) => (await apiFetch<{ invitations: Invitation[] }>(url, { signal })).invitations;

/** The user's workspaces; `current` is the one this session acts in. */
export function useWorkspaces() {
  return useResource(WORKSPACES_URL, loadWorkspaces);
}

export function useMembers(workspaceId: string | null) {
  return useResource(workspaceId ? membersUrl(workspaceId) : null, loadMembers);
}

/** Pending invitations: only admins and owners may read them (null = do not ask). */
export function useInvitations(workspaceId: string | null) {
  return useResource(workspaceId ? invitationsUrl(workspaceId) : null, loadInvitations);
}

/**
 * The session acts in `workspaceId` from now on (null = the personal workspace). Every page's
 * data belongs to the workspace it was read in, so the caller reloads the dashboard afterwards.
 */
export async function chooseWorkspace(workspaceId: string | null): Promise<Workspace> {
  return (await apiFetch<{ workspace: Workspace }>("/api/v1/session/workspace", { method: "POST", body: { workspace_id: workspaceId } })).workspace;
}

export async function createWorkspace(name: string): Promise<Workspace> {
  const { workspace } = await apiFetch<{ workspace: Workspace }>(WORKSPACES_URL, { method: "POST", body: { name } });
  resources.invalidate((key) => key === WORKSPACES_URL);
  return workspace;
}

export async function renameWorkspace(workspaceId: string, name: string): Promise<Workspace> {
  const { workspace } = await apiFetch<{ workspace: Workspace }>(workspaceUrl(workspaceId), { method: "PATCH", body: { name } });
  resources.update<Workspace[]>(WORKSPACES_URL, (list) => list?.map((w) => (w.id === workspace.id ? workspace : w)));
  return workspace;
}

export async function changeMemberRole(workspaceId: string, userId: string, role: Role): Promise<Member> {
  const { member } = await apiFetch<{ member: Member }>(`${membersUrl(workspaceId)}/${segment(userId)}`, { method: "PATCH", body: { role } });
  resources.update<Member[]>(membersUrl(workspaceId), (list) => list?.map((m) => (m.user_id === userId ? member : m)));
  return member;
}

export async function removeMember(workspaceId: string, userId: string): Promise<void> {
  await apiFetch(`${membersUrl(workspaceId)}/${segment(userId)}`, { method: "DELETE" });
  resources.update<Member[]>(membersUrl(workspaceId), (list) => list?.filter((m) => m.user_id !== userId));
}

export async function leaveWorkspace(workspaceId: string): Promise<void> {
  await apiFetch(`${workspaceUrl(workspaceId)}/leave`, { method: "POST" });
}

/** Invites an address; the answer's `accept_url` is shown once and never kept in the cache. */
export async function inviteMember(workspaceId: string, input: Omit<CreateInvitationInput, "brand_ids"> & { brand_ids?: string[] | null }): Promise<InvitationWithLink> {
  const created = await apiFetch<InvitationWithLink>(invitationsUrl(workspaceId), { method: "POST", body: input });
  resources.invalidate((key) => key === invitationsUrl(workspaceId));
  return created;
}

export async function revokeInvitation(workspaceId: string, invitationId: string): Promise<void> {
  await apiFetch(`${invitationsUrl(workspaceId)}/${segment(invitationId)}`, { method: "DELETE" });
  resources.update<Invitation[]>(invitationsUrl(workspaceId), (list) => list?.filter((i) => i.id !== invitationId));
}

/** Joins the workspace of the invitation; the session then acts in it. */
export async function acceptInvitation(token: string): Promise<Workspace> {
  return (await apiFetch<{ workspace: Workspace }>("/api/v1/invitations/accept", { method: "POST", body: { token } })).workspace;
}
