"use client";

import { ConfirmRemovalDialog } from "@/components/ui/confirm-removal-dialog";
import { revokeReviewLink, reviewLinksUrl, type ReviewLink } from "@/lib/client/review-links";
import { resources } from "@/lib/client/resource-store";

/** Asks before a review link stops working: whoever holds it then finds "not found". */
export function RevokeReviewLinkDialog({ postId, link, onClose }: { postId: string; link: ReviewLink | null; onClose: () => void }) {
  return (
    <ConfirmRemovalDialog
      open={link !== null}
      title="Revoke this review link?"
      description="Whoever has it will find the page gone from now on, and can no longer approve or ask for changes. This can't be undone; you can make a new link."
      actionLabel="Revoke link"
      pendingLabel="Revoking…"
      remove={async () => {
        if (link) await revokeReviewLink(postId, link.id);
      }}
      onRemoved={(alreadyGone) => {
        // Gone already (revoked from another tab, or the post deleted): read the list again.
        if (alreadyGone) resources.invalidate((key) => key === reviewLinksUrl(postId));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
