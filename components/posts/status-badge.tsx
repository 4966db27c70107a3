import { cx } from "@/components/ui/cx";
import type { PostStatus } from "@/lib/client/types";

const STYLES: Record<PostStatus, { label: string; className: string; dot: string }> = {
  draft: { label: "Draft", className: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-400" },
  scheduled: { label: "Scheduled", className: "bg-brand-50 text-brand-700 ring-brand-200", dot: "bg-brand-500" },
  published: { label: "Published", className: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "bg-emerald-500" },
  failed: { label: "Failed", className: "bg-red-50 text-red-700 ring-red-200", dot: "bg-red-500" },
};

export function statusLabel(status: PostStatus): string {
  return STYLES[status].label;
}

export function StatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  const style = STYLES[status];
  return (
    <span
      data-testid="status-badge"
      className={cx("inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", style.className, className)}
    >
      <span aria-hidden className={cx("size-1.5 rounded-full", style.dot)} />
      {style.label}
    </span>
  );
}

const DELIVERY: Record<"pending" | "succeeded" | "failed", { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  succeeded: { label: "Delivered", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  failed: { label: "Failed", className: "bg-red-50 text-red-700 ring-red-200" },
};

export function DeliveryBadge({ status }: { status: "pending" | "succeeded" | "failed" }) {
  const style = DELIVERY[status];
  return <span className={cx("inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", style.className)}>{style.label}</span>;
}
