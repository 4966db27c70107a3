"use client";

import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CopyableValue } from "@/components/ui/copyable-value";

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

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:p-5" data-testid={testIds.panel}>
      <h3 id={headingId} className="text-sm font-semibold text-emerald-950">
        {title}
      </h3>
      <p className="mt-1 text-sm text-amber-900">{explanation}</p>
      <div className="mt-3">
        <CopyableValue value={url} noun="Link" copyLabel="Copy link" testId={testIds.url} textSize="xs" />
      </div>
      <div className="mt-1 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </section>
  );
}
