"use client";

import { useMemo, useState, type FormEvent } from "react";
import { ApiRequestError, apiRequest } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ChipInput } from "@/components/ui/chip-input";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { focusField } from "@/components/ui/focus-field";
import { RangeSlider } from "@/components/ui/range-slider";
import { TextareaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/toast";
import { ThemesEditor } from "./themes-editor";
import { LIMITS, TONE_AXES, VOCABULARY_LEVELS, toInput, type Voice, type VoiceInput } from "./types";
import { cleanVoice, controlIdFor, firstErrorKey, validateVoice, voiceErrorsFromApi, type VoiceErrors } from "./voice-validation";

function vocabularyHint(value: string): string {
  const level = VOCABULARY_LEVELS.find((item) => item.value === value.trim().toLowerCase());
  return level ? `${level.label}: ${level.description}.` : "How plain or technical the words are.";
}

type Props = {
  brandId: string;
  /** The profile the draft starts from (the saved one, or a blank one for a new profile). */
  initial: VoiceInput;
  /** True when no profile is saved yet: the button says "Create". */
  isNew: boolean;
  onSaved: (voice: Voice) => void;
  onCancel?: () => void;
};

/** The voice profile form: traits, tone, language patterns and themes; Save is a PUT of all four. */
export function VoiceEditor({ brandId, initial, isNew, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<VoiceInput>(() => toInput(initial));
  const [errors, setErrors] = useState<VoiceErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const dirty = useMemo(() => JSON.stringify(cleanVoice(draft)) !== JSON.stringify(cleanVoice(initial)), [draft, initial]);

  function patch(next: Partial<VoiceInput>, clearKeys: string[] = []) {
    setDraft((prev) => ({ ...prev, ...next }));
    if (clearKeys.some((key) => Object.keys(errors).some((k) => k.startsWith(key)))) {
      setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !clearKeys.some((key) => k.startsWith(key)))));
    }
  }

  function patchPatterns(next: Partial<VoiceInput["language_patterns"]>, key: string) {
    patch({ language_patterns: { ...draft.language_patterns, ...next } }, [`language_patterns.${key}`]);
  }

  function focusFirst(found: VoiceErrors) {
    const first = firstErrorKey(found);
    if (first) focusField(controlIdFor(first));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validateVoice(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setPending(true);
    try {
      const data = await apiRequest<{ voice: Voice }>(`/api/v1/brands/${brandId}/voice`, { method: "PUT", body: cleanVoice(draft) });
      toast.success(isNew ? "Voice profile created" : "Voice profile saved");
      onSaved(data.voice);
    } catch (error) {
      const message = error instanceof Error ? error.message : "The voice profile could not be saved. Please try again.";
      const fromApi = error instanceof ApiRequestError && error.status === 400 ? voiceErrorsFromApi(message) : {};
      if (Object.keys(fromApi).length > 0) {
        setErrors(fromApi);
        focusFirst(fromApi);
      }
      setFormError(message);
      toast.error("The voice profile was not saved", message);
    } finally {
      setPending(false);
    }
  }

  const vocabulary = draft.language_patterns.vocabulary_level;
  const customVocabulary = vocabulary && !VOCABULARY_LEVELS.some((level) => level.value === vocabulary.trim().toLowerCase());
  const errorCount = Object.keys(errors).length;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Voice profile" className="divide-y divide-slate-200">
      {formError ? (
        <div className="px-5 pt-5 sm:px-6">
          <Alert tone="error" title="The voice profile was not saved">
            {formError}
          </Alert>
        </div>
      ) : null}

      <div className="space-y-2 px-5 py-5 sm:px-6">
        <ChipInput
          id="voice-traits"
          label="Personality traits"
          values={draft.personality_traits}
          onChange={(personality_traits) => patch({ personality_traits }, ["personality_traits"])}
          maxItems={LIMITS.traits}
          maxLength={LIMITS.traitLength}
          placeholder="Add a trait"
          hint={`Adjectives for how the brand comes across, e.g. witty. Up to ${LIMITS.traits}; press Enter or comma to add.`}
          itemNoun="trait"
          error={errors.personality_traits}
        />
      </div>

      <fieldset className="px-5 py-5 sm:px-6">
        <legend className="float-left w-full text-sm font-semibold text-slate-900">Tone</legend>
        <p className="clear-both pt-0.5 text-xs text-slate-500">From 0 to 1. Arrow keys move a slider by 0.01, Page Up and Page Down by 0.1.</p>
        <div className="mt-4 grid gap-6 sm:grid-cols-3">
          {TONE_AXES.map((axis) => (
            <div key={axis.key}>
              <RangeSlider
                id={`voice-tone-${axis.key}`}
                label={axis.label}
                value={draft.tone_attributes[axis.key]}
                onChange={(value) => patch({ tone_attributes: { ...draft.tone_attributes, [axis.key]: value } }, [`tone_attributes.${axis.key}`])}
                minLabel={axis.min}
                maxLabel={axis.max}
              />
              {errors[`tone_attributes.${axis.key}`] ? <p className="mt-1 text-sm text-red-600">{errors[`tone_attributes.${axis.key}`]}</p> : null}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-5 px-5 py-5 sm:px-6">
        <legend className="float-left w-full text-sm font-semibold text-slate-900">Language patterns</legend>
        <div className="clear-both grid gap-5 pt-1 sm:grid-cols-3">
          <div>
            <label htmlFor="voice-vocabulary" className="block text-sm font-medium text-slate-800">
              Vocabulary level
            </label>
            <select
              id="voice-vocabulary"
              value={customVocabulary ? vocabulary : vocabulary.trim().toLowerCase()}
              onChange={(event) => patchPatterns({ vocabulary_level: event.target.value }, "vocabulary_level")}
              aria-invalid={errors["language_patterns.vocabulary_level"] ? true : undefined}
              aria-describedby={errors["language_patterns.vocabulary_level"] ? "voice-vocabulary-error" : "voice-vocabulary-hint"}
              className={cx(inputClass, "mt-1.5 pr-8")}
            >
              {!vocabulary ? <option value="">Choose a level</option> : null}
              {VOCABULARY_LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
              {customVocabulary ? <option value={vocabulary}>{vocabulary}</option> : null}
            </select>
            {errors["language_patterns.vocabulary_level"] ? (
              <p id="voice-vocabulary-error" className="mt-1.5 text-sm text-red-600">
                {errors["language_patterns.vocabulary_level"]}
              </p>
            ) : (
              <p id="voice-vocabulary-hint" className="mt-1.5 text-xs text-slate-500">
                {vocabularyHint(vocabulary)}
              </p>
            )}
          </div>
          <TextareaField
            id="voice-sentence-structure"
            className="sm:col-span-2"
            label="Sentence structure"
            rows={3}
            value={draft.language_patterns.sentence_structure}
            onChange={(event) => patchPatterns({ sentence_structure: event.target.value }, "sentence_structure")}
            placeholder="e.g. Short, punchy sentences; questions to the reader; no jargon."
            error={errors["language_patterns.sentence_structure"]}
            trailing={
              <span className={cx("text-xs tabular-nums", draft.language_patterns.sentence_structure.trim().length > LIMITS.sentenceLength ? "text-red-600" : "text-slate-500")}>
                {draft.language_patterns.sentence_structure.trim().length}/{LIMITS.sentenceLength}
              </span>
            }
          />
        </div>
        <ChipInput
          id="voice-phrases"
          label="Signature phrases"
          values={draft.language_patterns.signature_phrases}
          onChange={(signature_phrases) => patchPatterns({ signature_phrases }, "signature_phrases")}
          maxItems={LIMITS.phrases}
          maxLength={LIMITS.phraseLength}
          placeholder="Add a phrase and press Enter"
          hint={`Phrases the brand says again and again. Up to ${LIMITS.phrases}, each at most ${LIMITS.phraseLength} characters.`}
          itemNoun="phrase"
          commaSeparates={false}
          error={errors["language_patterns.signature_phrases"]}
        />
      </fieldset>

      <div className="px-5 py-5 sm:px-6">
        <ThemesEditor themes={draft.content_themes} onChange={(content_themes) => patch({ content_themes }, ["content_themes"])} errors={errors} />
      </div>

      <div className="flex flex-col-reverse gap-3 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 rounded-b-xl">
        <p className="text-sm text-slate-600" aria-live="polite">
          {errorCount > 0 ? (
            <span className="text-red-700">
              {errorCount === 1 ? "One field needs attention." : `${errorCount} fields need attention.`}
            </span>
          ) : dirty ? (
            "You have unsaved changes."
          ) : isNew ? (
            "Fill in the profile, then create it."
          ) : (
            "All changes saved."
          )}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(toInput(initial));
                setErrors({});
                setFormError(null);
              }}
              disabled={pending || !dirty}
            >
              Reset
            </Button>
          )}
          <Button type="submit" pending={pending} pendingLabel="Saving…" disabled={!isNew && !dirty}>
            {isNew ? "Create voice profile" : "Save voice profile"}
          </Button>
        </div>
      </div>
    </form>
  );
}
