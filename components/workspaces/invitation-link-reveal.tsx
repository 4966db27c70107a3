"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import type { InvitationWithLink } from "@/lib/client/workspaces";

/** The link of a new invitation, shown this once: only its token's hash is kept on the server. */
export function InvitationLinkReveal({ invitation, onDismiss }: { invitation: InvitationWithLink; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.accept_url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="invitation-link-heading" className="rounded-xl bg-emerald-50 p-5 ring-1 ring-emerald-200" data-testid="invitation-link-panel">
      <h3 id="invitation-link-heading" className="text-sm font-semibold text-emerald-950">
        Invitation for {invitation.email} is ready
      </h3>
      <p className="mt-1 text-sm text-amber-900">
        {invitation.emailed
          ? `We e-mailed this link to ${invitation.email}. You can also pass it on yourself: it is shown only once here, works once, for that address, for 7 days.`
          : "E-mail is not set up on this server, so send this link to them yourself now: it is shown only once, works once, for that address, for 7 days."}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code data-testid="invitation-link" className="block min-w-0 flex-1 select-all break-all rounded-lg bg-white px-3 py-2 font-mono text-xs text-slate-900 ring-1 ring-inset ring-emerald-200">
          {invitation.accept_url}
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
