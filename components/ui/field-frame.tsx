import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

export type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  trailing?: ReactNode;
  className?: string;
};

type ControlAria = { "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * The label, hint and inline error around one control, tied to it by aria-describedby.
 * `hintWithError` keeps the hint visible under an error (long-form fields whose hint says
 * what to write).
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  trailing,
  className,
  hintWithError = false,
  children,
}: FieldFrameProps & { hintWithError?: boolean; children: (aria: ControlAria) => ReactNode }) {
  const showHint = Boolean(hint) && (hintWithError || !error);
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {trailing}
      </div>
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {showHint ? (
        <p id={hintId} className={cx("text-xs text-slate-500", error ? "mt-1" : "mt-1.5")}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
