import { Field } from "@/components/ui/field";
import type { RateBounds } from "@/components/settings/key-form-checks";

type Props = {
  id: string;
  label: string;
  bounds: RateBounds;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The line under the field, after "Default N" (e.g. ", counted per UTC day."). */
  note: string;
};

/** A key's requests per minute or per day: a whole number within the plan's cap. */
export function RateLimitField({ id, label, bounds, value, onChange, error, note }: Props) {
  return (
    <Field
      id={id}
      label={label}
      type="number"
      inputMode="numeric"
      min={bounds.min}
      max={bounds.max}
      step={1}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={`Default ${bounds.default.toLocaleString("en-US")}${note}`}
      error={error}
    />
  );
}
