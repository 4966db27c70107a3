import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cx("rounded-xl bg-white shadow-sm ring-1 ring-slate-200", className)}>{children}</section>;
}

export function CardHeader({ title, description, action, id }: { title: ReactNode; description?: ReactNode; action?: ReactNode; id?: string }) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
      <div className="min-w-0">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
