"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";

/** A new review link's address, shown this once: the server keeps only its token's hash. */
export function ReviewLinkReveal({ url, expiresAt, onDismiss }: { url: string; expiresAt: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="review-link-heading" className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200" data-testid="review-link-panel">
      <h3 id="review-link-heading" className="text-sm font-semibold text-emerald-950">
        Review link ready
      </h3>
      <p className="mt-1 text-sm text-amber-900">
        Send it to your client now: it is shown only once. Anyone with it can see the post and approve it or ask for changes, until{" "}
        {new Date(expiresAt).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" })} or until you revoke it.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code data-testid="review-link-url" className="block min-w-0 flex-1 select-all break-all rounded-lg bg-white px-3 py-2 font-mono text-xs text-slate-900 ring-1 ring-inset ring-emerald-200">
          {url}
        </code>
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied ? <CheckIcon className="size-4 text-emerald-600" /> : <CopyIcon className="size-4" />}
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
      <div className="mt-2 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </section>
  );
}
