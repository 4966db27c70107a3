import { formatDateTime } from "@/components/posts/datetime";

/** "As of …": when the figures beside it were computed (the API reads the rollups at request time). */
export function AsOf({ at, what = "Figures" }: { at: string; what?: string }) {
  return (
    <p className="text-xs text-slate-500" data-testid="as-of">
      {what} as of <time dateTime={at}>{formatDateTime(at)}</time>
    </p>
  );
}
