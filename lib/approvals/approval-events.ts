import { log } from "@/lib/log";

// THE call site for notifications of approvals (docs/teams.md, "Approvals"). Every request and
// decision, whatever path made it (a schedule that now waits, an edit that sends a post back to
// pending, a request, a decision), comes through announceApprovalEvents() once its transaction
// has committed. The webhook events (post.approval_requested, post.approved,
// post.changes_requested; a withdrawal has none) are not sent from here: the database writes them with the history row
// (webhook_approval_events() of the migration), in the same transaction.
// Nor are the people's notifications (the bell and e-mail): lib/approvals/notify-approval.ts
// writes them with the history row too, so that they exist exactly when the decision does.

export type ApprovalEventKind = "approval_requested" | "approved" | "changes_requested" | "approval_withdrawn";

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

/** After commit: the log line of each event. */
export async function announceApprovalEvents(events: readonly ApprovalEvent[]): Promise<void> {
  for (const event of events) {
    log().info({ component: "approvals", event: event.kind, postId: event.postId, workspaceId: event.workspaceId }, "approval event");
  }
}
