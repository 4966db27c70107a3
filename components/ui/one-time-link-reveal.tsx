"use client";

import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";

type Props = {
  title: ReactNode;
  /** What the link does, for how long, and that this is the only time it is shown. */
  explanation: ReactNode;
  url: string;
  onDismiss: () => void;
  /** The panel's and the link's test ids, which the browser specs read. */
  testIds: { panel: string; url: string };
};

/**
 * A link whose token the server keeps only as a hash (an invitation, a review link), shown this
 * once with a copy button: after "Done" nobody can see it again.
 */
export function OneTimeLinkReveal({ title, explanation, url, onDismiss, testIds }: Props) {
  const headingId = useId();
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
    <section aria-labelledby={headingId} className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:p-5" data-testid={testIds.panel}>
      <h3 id={headingId} className="text-sm font-semibold text-emerald-950">
        {title}
      </h3>
      <p className="mt-1 text-sm text-amber-900">{explanation}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code data-testid={testIds.url} className="block min-w-0 flex-1 select-all break-all rounded-lg bg-white px-3 py-2 font-mono text-xs text-slate-900 ring-1 ring-inset ring-emerald-200">
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
