import { cx } from "@/components/ui/cx";

/** A grey placeholder block with the size of what will replace it, so nothing moves when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cx("block animate-pulse rounded-md bg-slate-200/80", className)} />;
}
