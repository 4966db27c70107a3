"use client";

import { OneTimeLinkReveal } from "@/components/ui/one-time-link-reveal";

/** A new review link's address, shown this once: the server keeps only its token's hash. */
export function ReviewLinkReveal({ url, expiresAt, onDismiss }: { url: string; expiresAt: string; onDismiss: () => void }) {
  const until = new Date(expiresAt).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
  return (
    <OneTimeLinkReveal
      title="Review link ready"
      explanation={`Send it to your client now: it is shown only once. Anyone with it can see the post and approve it or ask for changes, until ${until} or until you revoke it.`}
      url={url}
      onDismiss={onDismiss}
      testIds={{ panel: "review-link-panel", url: "review-link-url" }}
    />
  );
}
