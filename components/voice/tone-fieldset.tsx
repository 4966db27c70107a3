import { RangeSlider } from "@/components/ui/range-slider";
import { TONE_AXES, type ToneAttributes } from "@/components/voice/voice-draft";
import type { VoiceErrors } from "@/components/voice/voice-checks";

type Props = { tone: ToneAttributes; errors: VoiceErrors; onChange: (tone: ToneAttributes, changedKey: string) => void };

/** The three tone sliders, each from 0 to 1. */
export function ToneFieldset({ tone, errors, onChange }: Props) {
  return (
    <fieldset className="px-5 py-5 sm:px-6">
      <legend className="float-left w-full text-sm font-semibold text-slate-900">Tone</legend>
      <p className="clear-both pt-0.5 text-xs text-slate-500">From 0 to 1. Arrow keys move a slider by 0.01, Page Up and Page Down by 0.1.</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-3">
        {TONE_AXES.map((axis) => (
          <div key={axis.key}>
            <RangeSlider
              id={`voice-tone-${axis.key}`}
              label={axis.label}
              value={tone[axis.key]}
              onChange={(value) => onChange({ ...tone, [axis.key]: value }, `tone_attributes.${axis.key}`)}
              minLabel={axis.min}
              maxLabel={axis.max}
            />
            {errors[`tone_attributes.${axis.key}`] ? <p className="mt-1 text-sm text-red-600">{errors[`tone_attributes.${axis.key}`]}</p> : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
