import { cx } from "@/components/ui/cx";

type RangeSliderProps = {
  id: string;
  label: string;
  /** 0..1 */
  value: number;
  onChange: (value: number) => void;
  /** Plain-language ends, e.g. "Casual" and "Formal". */
  minLabel: string;
  maxLabel: string;
  step?: number;
  disabled?: boolean;
  hint?: string;
};

/**
 * A labelled 0..1 range input with its numeric value and words at both ends. The arrow keys
 * move it by `step` (0.01), Page Up/Down by a tenth, Home/End to the ends; the value is read
 * out with the nearer end's word. A fine step keeps extracted values (two decimals) exact.
 */
export function RangeSlider({ id, label, value, onChange, minLabel, maxLabel, step = 0.01, disabled, hint }: RangeSliderProps) {
  const shown = value.toFixed(2);
  const leaning = value < 0.4 ? minLabel.toLowerCase() : value > 0.6 ? maxLabel.toLowerCase() : "balanced";
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs tabular-nums text-slate-700">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={`${shown}, ${leaning}`}
        aria-describedby={hintId}
        onChange={(event) => onChange(Math.round(Number(event.target.value) * 100) / 100)}
        className={cx(
          "mt-2 block h-2 w-full cursor-pointer appearance-auto accent-brand-600 disabled:cursor-not-allowed",
        )}
      />
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
      {hint ? (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
