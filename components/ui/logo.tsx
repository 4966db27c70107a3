import { cx } from "@/components/ui/cx";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={cx("size-8", className)} viewBox="0 0 32 32" aria-hidden>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M9 21.5a9.5 9.5 0 0 1 14 0M12 17.5a5 5 0 0 1 8 0" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="16" cy="11.5" r="2" fill="#fff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-slate-900">Brandcast</span>
    </span>
  );
}
