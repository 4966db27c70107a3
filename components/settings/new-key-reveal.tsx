"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CopyableValue } from "@/components/ui/copyable-value";
import type { ApiKeyWithSecret } from "@/lib/client/types";

/** Shows a freshly created key's secret, once. */
export function NewKeyReveal({ created, onDismiss }: { created: ApiKeyWithSecret; onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    headingRef.current?.focus({ preventScroll: true });
  }, [created.id]);

  return (
    <section aria-labelledby="new-key-heading" className="rounded-xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6" data-testid="new-key-panel">
      <h2 id="new-key-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-emerald-950 focus:outline-none">
        Your new key “{created.name}” is ready
      </h2>
      <p className="mt-1 flex items-start gap-2 text-sm font-medium text-amber-900">
        <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="M12 8v5m0 3h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
        Copy it now and store it somewhere safe. For your security it won&apos;t be shown again.
      </p>
      <div className="mt-4">
        <CopyableValue value={created.key} noun="Key" testId="new-api-key" ariaLabel="New API key" />
      </div>
      <div className="mt-1 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onDismiss} >
          I&apos;ve saved it, hide the key
        </Button>
      </div>
    </section>
  );
}
