import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { BulkSummary } from "@/components/posts/bulk-summary";
import { cx } from "@/components/ui/cx";

/** What a bulk action did, post by post: kept on screen until dismissed, so a partial failure can be read. */
export function BulkResults({ summary, onDismiss }: { summary: BulkSummary; onDismiss: () => void }) {
  return (
    <div className="border-b border-slate-200 px-5 py-4 sm:px-6" data-testid="bulk-results">
      <Alert tone={summary.tone} title={summary.headline}>
        <ul className="mt-1 space-y-1">
          {summary.rows.map((row) => (
            <li key={row.postId} data-testid="bulk-result" data-ok={row.ok} className="flex flex-col gap-x-2 sm:flex-row">
              <span className={cx("shrink-0 font-medium", row.ok ? "text-emerald-800" : "text-red-700")}>{row.ok ? "Done" : "Not done"}</span>
              <span className="min-w-0">
                {row.exists ? (
                  <Link href={`/posts/${row.postId}`} className="underline underline-offset-2">
                    {row.excerpt}
                  </Link>
                ) : (
                  <span>{row.excerpt}</span>
                )}
                : {row.message}
              </span>
            </li>
          ))}
        </ul>
        <Button size="sm" variant="ghost" className="-ml-3 mt-2" onClick={onDismiss}>
          Dismiss
        </Button>
      </Alert>
    </div>
  );
}
