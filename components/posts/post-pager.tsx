import { Button } from "@/components/ui/button";
import type { Pagination } from "@/lib/client/types";

/** "Showing 1–20 of 45" with Previous and Next. */
export function PostPager({ pagination, count, onPage }: { pagination: Pagination; count: number; onPage: (page: number) => void }) {
  const { page, limit, total } = pagination;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = (page - 1) * limit + count;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 sm:px-6">
      <p className="text-sm text-slate-600">
        {count === 0 ? `No posts on page ${page}` : <>Showing <span className="font-medium">{from}</span>–<span className="font-medium">{to}</span> of <span className="font-medium">{total}</span></>}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <span className="hidden text-sm text-slate-600 sm:inline">
          Page {page} of {pages}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </Button>
      </div>
    </nav>
  );
}
