"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";

/** A new endpoint's signing secret, shown this once. */
export function WebhookSecretReveal({ url, secret, onDismiss }: { url: string; secret: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="webhook-secret-heading" className="rounded-xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6" data-testid="webhook-secret-panel">
      <h3 id="webhook-secret-heading" className="text-base font-semibold text-emerald-950">
        Signing secret for <span className="break-all">{url}</span>
      </h3>
      <p className="mt-1 text-sm font-medium text-amber-900">Copy it now: it is needed to verify each delivery, and it won&apos;t be shown again.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <code data-testid="webhook-secret" aria-label="Signing secret" className="block min-w-0 flex-1 select-all break-all rounded-lg bg-white px-3 py-2.5 font-mono text-sm text-slate-900 ring-1 ring-inset ring-emerald-200">
          {secret}
        </code>
        <Button variant="secondary" onClick={copy} className="shrink-0">
          {copied ? <CheckIcon className="size-4 text-emerald-600" /> : <CopyIcon className="size-4" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          I&apos;ve saved it, hide the secret
        </Button>
      </div>
    </section>
  );
}
