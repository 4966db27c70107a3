"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { revokeReviewLink, reviewLinksUrl, type ReviewLink } from "@/lib/client/review-links";
import { resources } from "@/lib/client/resource-store";

/** Asks before a review link stops working: whoever holds it then finds "not found". */
export function RevokeReviewLinkDialog({ postId, link, onClose }: { postId: string; link: ReviewLink | null; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (pending) return;
    setError(null);
    onClose();
  }

  async function revoke() {
    if (!link) return;
    setPending(true);
    setError(null);
    try {
      await revokeReviewLink(postId, link.id);
      onClose();
    } catch (caught) {
      // Gone already (revoked from another tab, or the post deleted): read the list again.
      if (hasStatus(caught, 404)) {
        resources.invalidate((key) => key === reviewLinksUrl(postId));
        onClose();
      } else {
        setError(messageOf(caught));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={link !== null}
      onClose={close}
      title="Revoke this review link?"
      description="Whoever has it will find the page gone from now on, and can no longer approve or ask for changes. This can't be undone; you can make a new link."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void revoke()} pending={pending} pendingLabel="Revoking…">
            Revoke link
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
