import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { cx } from "./cx";
import { inputClass } from "./field";

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  trailing?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea with an optional hint and an inline error, like Field for inputs. */
export function TextareaField({ id, label, hint, error, trailing, className, ...textarea }: TextareaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {trailing}
      </div>
      <textarea
        id={id}
        className={cx(inputClass, "mt-1.5 resize-y")}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={cx("text-xs text-slate-500", error ? "mt-1" : "mt-1.5")}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
