import { log } from "@/lib/log";

// THE call site for notifications of approvals (docs/teams.md, "Approvals"). Every request and
// decision, whatever path made it (a schedule that now waits, an edit that sends a post back to
// pending, a request, a decision), comes through announceApprovalEvents() once its transaction
// has committed. The webhook events (post.approval_requested, post.approved,
// post.changes_requested) are not sent from here: the database writes them with the history row
// (webhook_approval_events() of the migration), in the same transaction.
// The in-app and e-mail notifications (issue 20, item 6) are to be wired HERE: the requester and
// the approvers of the post's workspace.

export type ApprovalEventKind = "approval_requested" | "approved" | "changes_requested";

export type ApprovalEvent = {
  kind: ApprovalEventKind;
  postId: string;
  workspaceId: string;
  brandId: string | null;
  /** Who asked or decided: a member, the key they used, or a reviewer's typed name. */
  actor: { userId: string | null; keyId: string | null; name: string | null };
  /** Who asked for this approval (to tell them of a decision). */
  requestedByUserId: string | null;
  comment: string | null;
};

/** After commit: tells whoever listens. Today that is the log; notify(...) is to be wired here. */
export async function announceApprovalEvents(events: readonly ApprovalEvent[]): Promise<void> {
  for (const event of events) {
    log().info({ component: "approvals", event: event.kind, postId: event.postId, workspaceId: event.workspaceId }, "approval event");
  }
}
