"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import type { ApiKeyWithSecret } from "@/lib/client/types";

/** Shows a freshly created key's secret, once. */
export function NewKeyReveal({ created, onDismiss }: { created: ApiKeyWithSecret; onDismiss: () => void }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    headingRef.current?.focus({ preventScroll: true });
  }, [created.id]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied("copied");
      window.setTimeout(() => setCopied("idle"), 2500);
    } catch {
      // Clipboard refused (permissions, insecure context): select the text for a manual copy.
      const node = codeRef.current;
      if (node) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
      }
      setCopied("failed");
    }
  }

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
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-stretch">
        <code
          ref={codeRef}
          data-testid="new-api-key"
          aria-label="New API key"
          className="block min-w-0 flex-1 select-all break-all rounded-lg bg-white px-3 py-2.5 font-mono text-sm text-slate-900 ring-1 ring-inset ring-emerald-200"
        >
          {created.key}
        </code>
        <Button variant="secondary" onClick={copy} className="shrink-0 sm:h-auto" aria-describedby="copy-status">
          {copied === "copied" ? <CheckIcon className="size-4 text-emerald-600" /> : <CopyIcon className="size-4" />}
          {copied === "copied" ? "Copied" : "Copy"}
        </Button>
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="copy-status" role="status" className="min-h-5 text-xs text-emerald-900">
          {copied === "copied" ? "Key copied to the clipboard." : copied === "failed" ? "Copying was blocked by the browser; the key is selected, press Ctrl+C (⌘C) to copy it." : ""}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss} className="self-end sm:self-auto">
          I&apos;ve saved it, hide the key
        </Button>
      </div>
    </section>
  );
}
