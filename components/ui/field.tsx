import type { InputHTMLAttributes } from "react";
import { cx } from "@/components/ui/cx";
import { FieldFrame, type FieldFrameProps } from "@/components/ui/field-frame";

export const inputClass =
  "block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:ring-red-400 aria-[invalid=true]:focus:ring-red-500";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & FieldFrameProps;

/** A labelled input with an optional hint and an inline error tied to it by aria-describedby. */
export function Field({ id, label, hint, error, trailing, className, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} trailing={trailing} className={className}>
      {(aria) => <input id={id} className={cx(inputClass, "mt-1.5")} {...aria} {...input} />}
    </FieldFrame>
  );
}
