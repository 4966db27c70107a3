import type { Ref, TextareaHTMLAttributes } from "react";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { FieldFrame, type FieldFrameProps } from "@/components/ui/field-frame";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & FieldFrameProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea with an optional hint (kept under an error) and an inline error, like Field for inputs. */
export function TextareaField({ id, label, hint, error, trailing, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} trailing={trailing} className={className} hintWithError>
      {(aria) => <textarea id={id} className={cx(inputClass, "mt-1.5 resize-y")} {...aria} {...textarea} />}
    </FieldFrame>
  );
}
