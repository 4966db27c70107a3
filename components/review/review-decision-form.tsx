"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { messageOf } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/api-fetch";
import { MAX_APPROVAL_COMMENT } from "@/lib/schemas/approval";

/** The reviewer's decision, under the name they type, bound to the hash of what the page showed. */
export function ReviewDecisionForm({ token, contentHash }: { token: string; contentHash: string }) {
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState<"approve" | "request_changes" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const decide = async (decision: "approve" | "request_changes") => {
    setBusy(decision);
    setError(null);
    try {
      await apiFetch(`/api/review/${encodeURIComponent(token)}`, {
        method: "POST",
        body: { decision, name: name.trim(), content_hash: contentHash, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      });
      setDone(decision === "approve" ? "Thank you: you approved this post." : "Thank you: your changes were sent to the team.");
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setBusy(null);
    }
  };

  if (done) return <Alert tone="success">{done}</Alert>;
  return (
    <Card className="space-y-4 p-5">
      <Field id="reviewer-name" label="Your name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} autoComplete="name" />
      <TextareaField id="reviewer-comment" label="Comment" hint="Required to request changes." value={comment} rows={3} maxLength={MAX_APPROVAL_COMMENT} onChange={(event) => setComment(event.target.value)} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button pending={busy === "approve"} pendingLabel="Approving…" disabled={busy !== null || !name.trim()} onClick={() => void decide("approve")}>
          Approve
        </Button>
        <Button variant="secondary" pending={busy === "request_changes"} pendingLabel="Sending…" disabled={busy !== null || !name.trim() || !comment.trim()} onClick={() => void decide("request_changes")}>
          Request changes
        </Button>
      </div>
    </Card>
  );
}
