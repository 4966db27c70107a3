"use client";

import { useState } from "react";
import { ApprovalBadge } from "@/components/approvals/approval-badge";
import { formatDateTime } from "@/components/posts/datetime";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { TextareaField } from "@/components/ui/textarea-field";
import { messageOf } from "@/lib/client/api-error";
import { mayWithdraw } from "@/lib/approvals/approvers";
import type { Role } from "@/lib/auth/roles";
import { decideApproval, requestApproval, withdrawApproval } from "@/lib/client/approvals";
import { mayApprove, useCurrentRole } from "@/lib/client/current-role";
import type { PostWithDeliveries } from "@/lib/client/types";
import { MAX_APPROVAL_COMMENT } from "@/lib/schemas/approval";

/**
 * The post's approval (docs/teams.md, "Approvals"): its state and who asked or decided; "Submit
 * for approval" while it has none (or changes were asked for); "Approve" and "Request changes"
 * while it waits. Only owners, admins and editors may decide: the API refuses anyone else with
 * a message shown here. A decision names the hash of the post as shown, so a post changed
 * meanwhile is refused (409) instead of approved unseen. "Withdraw request" takes a pending
 * request back; it is shown only to who may (whoever asked, an owner, admin or editor).
 */
export type ApprovalViewer = { userId: string; role: Role };

export function PostApprovalCard({ post, viewer = null }: { post: PostWithDeliveries; viewer?: ApprovalViewer | null }) {
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState<"submit" | "approve" | "request_changes" | "withdraw" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The page's viewer (rendered on the server) when given, else the session's role as the client loads it.
  const currentRole = useCurrentRole();
  const decides = mayApprove(viewer?.role ?? currentRole);
  const approval = post.approval;
  if (post.status === "published" && !approval) return null;

  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
      setComment("");
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setBusy(null);
    }
  };
  const decide = (decision: "approve" | "request_changes") =>
    run(decision, () => decideApproval(post.id, { decision, content_hash: approval!.content_hash, ...(comment.trim() ? { comment: comment.trim() } : {}) }));

  // An approved post without a comment has nothing below its description: its body is not drawn
  // (an empty padded strip under the header's border otherwise).
  const offersSubmit = post.status !== "published" && approval?.state !== "approved";
  const hasBody = Boolean(approval?.comment || error || approval?.state === "pending" || offersSubmit);

  const withdrawButton =
    approval?.state === "pending" && viewer && mayWithdraw(viewer, approval.requested_by.user_id) ? (
      <Button variant="ghost" pending={busy === "withdraw"} pendingLabel="Withdrawing…" disabled={busy !== null} onClick={() => void run("withdraw", () => withdrawApproval(post.id))}>
        Withdraw request
      </Button>
    ) : null;

  return (
    <Card>
      <CardHeader
        title="Approval"
        description={approval ? describe(approval) : "No one needs to approve this post yet. Submit it to have an owner, admin or editor look at it before it goes out."}
        action={approval ? <ApprovalBadge state={approval.state} /> : null}
      />
      <div className={hasBody ? "space-y-4 px-5 py-4 sm:px-6" : "hidden"} data-testid="approval-card-body">
        {approval?.comment ? (
          <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="approval-comment">
            {approval.comment}
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {approval?.state === "pending" && !decides ? (
          <>
            <p className="text-sm text-slate-600">An owner, admin or editor approves it or asks for changes; you are told either way.</p>
            {withdrawButton}
          </>
        ) : approval?.state === "pending" ? (
          <>
            <TextareaField
              id="approval-comment"
              label="Comment"
              hint="Required to request changes: say what to change."
              value={comment}
              maxLength={MAX_APPROVAL_COMMENT}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button pending={busy === "approve"} pendingLabel="Approving…" disabled={busy !== null} onClick={() => void decide("approve")}>
                Approve
              </Button>
              <Button variant="secondary" pending={busy === "request_changes"} pendingLabel="Sending…" disabled={busy !== null || !comment.trim()} onClick={() => void decide("request_changes")}>
                Request changes
              </Button>
              {withdrawButton}
            </div>
          </>
        ) : offersSubmit ? (
          <Button variant="secondary" pending={busy === "submit"} pendingLabel="Submitting…" disabled={busy !== null} onClick={() => void run("submit", () => requestApproval(post.id))}>
            Submit for approval
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function describe(approval: NonNullable<PostWithDeliveries["approval"]>): string {
  if (approval.state === "pending") {
    return `Waiting for an owner, admin or editor since ${formatDateTime(approval.requested_at)}. It is published only once approved, exactly as it is then; still waiting at its time, nothing goes out.`;
  }
  const who = approval.decided_by?.name ?? "a reviewer";
  const when = approval.decided_at ? formatDateTime(approval.decided_at) : "";
  if (approval.state === "approved") return `Approved by ${who} ${when}. Any change to its text, images, accounts or time sends it back for approval.`;
  if (approval.state === "withdrawn") return `The request was withdrawn by ${who} ${when}. The post is a draft again: edit it, then submit it again.`;
  // Saving an edit submits it again by itself (lib/approvals/reopen-after-edit.ts); the button is for submitting it unchanged.
  return `${who} asked for changes ${when}. Edit the post: saving the edit sends it back for approval.`;
}
