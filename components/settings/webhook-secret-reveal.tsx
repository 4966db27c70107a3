"use client";

import { Button } from "@/components/ui/button";
import { CopyableValue } from "@/components/ui/copyable-value";

/** A new endpoint's signing secret, shown this once. */
export function WebhookSecretReveal({ url, secret, onDismiss }: { url: string; secret: string; onDismiss: () => void }) {
  return (
    <section aria-labelledby="webhook-secret-heading" className="rounded-xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6" data-testid="webhook-secret-panel">
      <h3 id="webhook-secret-heading" className="text-base font-semibold text-emerald-950">
        Signing secret for <span className="break-all">{url}</span>
      </h3>
      <p className="mt-1 text-sm font-medium text-amber-900">Copy it now: it is needed to verify each delivery, and it won&apos;t be shown again.</p>
      <div className="mt-4">
        <CopyableValue value={secret} noun="Secret" testId="webhook-secret" ariaLabel="Signing secret" />
      </div>
      <div className="mt-1 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          I&apos;ve saved it, hide the secret
        </Button>
      </div>
    </section>
  );
}
