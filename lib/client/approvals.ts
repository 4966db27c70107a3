import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { Approval, Post } from "@/lib/client/types";
import { POSTS_URL, postUrl, withQuery } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { ApprovalDecisionInput, ApprovalState } from "@/lib/schemas/approval";

// Approvals in the dashboard (docs/teams.md, "Approvals").

export const APPROVALS_URL = "/api/v1/approvals";

export type ApprovalItem = { post: Post; approval: Approval };
export type ApprovalPage = { approvals: ApprovalItem[]; next_cursor: string | null };

const loadPage = (url: string, signal: AbortSignal) => apiFetch<ApprovalPage>(url, { signal });

/** One page of the workspace's posts in `state` (pending by default), oldest request first. */
export function useApprovals(state: ApprovalState = "pending", cursor?: string) {
  return useResource(withQuery(APPROVALS_URL, { state, limit: 50, cursor }), loadPage);
}

/** The post and every list read again after a request or a decision. */
function approvalChanged() {
  resources.invalidate((key) => key.startsWith(POSTS_URL) || key.startsWith(APPROVALS_URL));
}

/** Submits the post, as it is now, for a person's approval. */
export async function requestApproval(postId: string): Promise<Approval> {
  const { approval } = await apiFetch<{ approval: Approval }>(`${postUrl(postId)}/approval`, { method: "POST" });
  approvalChanged();
  return approval;
}

/** Approves or requests changes, bound to the hash of what the person reviewed. */
export async function decideApproval(postId: string, decision: ApprovalDecisionInput): Promise<Approval> {
  const { approval } = await apiFetch<{ approval: Approval }>(`${postUrl(postId)}/approval/decision`, { method: "POST", body: decision });
  approvalChanged();
  return approval;
}

/** Takes a pending request back: the approval is withdrawn and the post a draft again. */
export async function withdrawApproval(postId: string): Promise<Approval> {
  const { approval } = await apiFetch<{ approval: Approval }>(`${postUrl(postId)}/approval/withdraw`, { method: "POST" });
  approvalChanged();
  return approval;
}
