"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";

type Props = {
  value: string;
  /** What it is, for the status line: "Key", "Link", "Secret". */
  noun: string;
  copyLabel?: string;
  testId: string;
  ariaLabel?: string;
  /** `xs` for a long link, `sm` for a key or secret someone may read out. */
  textSize?: "xs" | "sm";
};

/**
 * A value shown once (a key, a secret, a one-time link) with its copy button, and a status line
 * that says whether it was copied. Where the browser refuses the clipboard (permissions, an
 * insecure context), the value is selected instead and the line says how to copy it by hand.
 */
export function CopyableValue({ value, noun, copyLabel = "Copy", testId, ariaLabel, textSize = "sm" }: Props) {
  const statusId = useId();
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("copied");
      window.setTimeout(() => setCopied("idle"), 2500);
    } catch {
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
    <div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
        <code
          ref={codeRef}
          data-testid={testId}
          aria-label={ariaLabel}
          className={cx(
            "block min-w-0 flex-1 select-all break-all rounded-lg bg-white px-3 font-mono text-slate-900 ring-1 ring-inset ring-emerald-200",
            textSize === "xs" ? "py-2 text-xs" : "py-2.5 text-sm",
          )}
        >
          {value}
        </code>
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0 sm:h-auto" aria-describedby={statusId}>
          {copied === "copied" ? <CheckIcon className="size-4 text-emerald-600" /> : <CopyIcon className="size-4" />}
          {copied === "copied" ? "Copied" : copyLabel}
        </Button>
      </div>
      <p id={statusId} role="status" className="mt-1 min-h-4 text-xs text-emerald-900">
        {copied === "copied"
          ? `${noun} copied to the clipboard.`
          : copied === "failed"
            ? `Copying was blocked by the browser; the ${noun.toLowerCase()} is selected, press Ctrl+C (⌘C) to copy it.`
            : ""}
      </p>
    </div>
  );
}
