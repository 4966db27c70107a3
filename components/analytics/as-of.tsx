import { formatDateTime } from "@/components/posts/datetime";

/** "As of …": when the figures beside it were computed (the API reads the rollups at request time). */
export function AsOf({ at, what = "Figures" }: { at: string; what?: string }) {
  // `what` may hold a platform's request (a post's metrics: "GET /2/tweets?ids=…"), one long
  // word that would run past a phone's edge: it may break anywhere.
  return (
    <p className="text-xs text-slate-500 [overflow-wrap:anywhere]" data-testid="as-of">
      {what} as of <time dateTime={at}>{formatDateTime(at)}</time>
    </p>
  );
}
