import { cx } from "@/components/ui/cx";

type MeterProps = {
  /** 0..1 */
  value: number;
  label: string;
  /** Text read out and shown beside the bar; defaults to a percentage. */
  valueText?: string;
  className?: string;
  size?: "sm" | "md";
};

function toneOf(value: number): string {
  if (value >= 0.7) return "bg-emerald-500";
  if (value >= 0.4) return "bg-amber-500";
  return "bg-red-500";
}

/** A labelled horizontal meter (role="meter") for a 0..1 score such as a voice profile's confidence. */
export function Meter({ value, label, valueText, className, size = "md" }: MeterProps) {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = Math.round(clamped * 100);
  const text = valueText ?? `${percent}%`;
  return (
    <div className={cx("flex items-center gap-3", className)}>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={cx("relative w-full min-w-16 overflow-hidden rounded-full bg-slate-200", size === "sm" ? "h-1.5" : "h-2.5")}
      >
        <div className={cx("h-full rounded-full transition-[width]", toneOf(clamped))} style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden className="w-10 shrink-0 text-right text-sm font-medium tabular-nums text-slate-700">
        {percent}%
      </span>
    </div>
  );
}
