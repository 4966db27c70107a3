"use client";

import { useMemo, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ChipInput } from "@/components/ui/chip-input";
import { focusField } from "@/components/ui/focus-field";
import { toast } from "@/components/ui/toast";
import { LanguageFieldset } from "@/components/voice/language-fieldset";
import { SamplePostsEditor } from "@/components/voice/sample-posts-editor";
import { ThemesEditor } from "@/components/voice/themes-editor";
import { ToneFieldset } from "@/components/voice/tone-fieldset";
import { checkVoice, controlIdFor, firstErrorKey, voiceErrorsFromApi, type VoiceErrors } from "@/components/voice/voice-checks";
import { LIMITS, cleanVoice, toInput } from "@/components/voice/voice-draft";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import type { Voice, VoiceInput } from "@/lib/client/types";
import { saveVoice } from "@/lib/client/voice";

type Props = {
  brandId: string;
  /** The profile the draft starts from (the saved one, or a blank one for a new profile). */
  initial: VoiceInput;
  /** True when no profile is saved yet: the button says "Create". */
  isNew: boolean;
  onSaved: (voice: Voice) => void;
  onCancel?: () => void;
};

/** The voice profile form: traits, tone, language patterns, themes and sample posts; Save is a PUT of them all. */
export function VoiceEditor({ brandId, initial, isNew, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<VoiceInput>(() => toInput(initial));
  const [errors, setErrors] = useState<VoiceErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const dirty = useMemo(() => JSON.stringify(cleanVoice(draft)) !== JSON.stringify(cleanVoice(initial)), [draft, initial]);

  function patch(next: Partial<VoiceInput>, clearKey: string) {
    setDraft((prev) => ({ ...prev, ...next }));
    if (Object.keys(errors).some((key) => key.startsWith(clearKey))) {
      setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !key.startsWith(clearKey))));
    }
  }

  function show(found: VoiceErrors) {
    setErrors(found);
    const first = firstErrorKey(found);
    if (first) focusField(controlIdFor(first));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = checkVoice(draft);
    if (!checked.ok) {
      show(checked.errors);
      if (checked.other) setFormError(checked.other);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const voice = await saveVoice(brandId, checked.data);
      toast.success(isNew ? "Voice profile created" : "Voice profile saved");
      onSaved(voice);
    } catch (error) {
      const message = messageOf(error);
      const fromApi = hasStatus(error, 400) ? voiceErrorsFromApi(message, draft) : {};
      if (Object.keys(fromApi).length > 0) show(fromApi);
      setFormError(message);
      toast.error("The voice profile was not saved", message);
    } finally {
      setPending(false);
    }
  }

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
          onChange={(personality_traits) => patch({ personality_traits }, "personality_traits")}
          maxItems={LIMITS.traits}
          maxLength={LIMITS.traitLength}
          placeholder="Add a trait"
          hint={`Adjectives for how the brand comes across, e.g. witty. Up to ${LIMITS.traits}; press Enter or comma to add.`}
          itemNoun="trait"
          error={errors.personality_traits}
        />
      </div>

      <ToneFieldset tone={draft.tone_attributes} errors={errors} onChange={(tone_attributes, key) => patch({ tone_attributes }, key)} />

      <LanguageFieldset
        patterns={draft.language_patterns}
        errors={errors}
        onChange={(next, key) => patch({ language_patterns: { ...draft.language_patterns, ...next } }, `language_patterns.${key}`)}
      />

      <div className="px-5 py-5 sm:px-6">
        <ThemesEditor themes={draft.content_themes} onChange={(content_themes) => patch({ content_themes }, "content_themes")} errors={errors} />
      </div>

      <div className="px-5 py-5 sm:px-6">
        <SamplePostsEditor posts={draft.sample_posts ?? []} onChange={(sample_posts) => patch({ sample_posts }, "sample_posts")} error={errors.sample_posts} />
      </div>

      <div className="flex flex-col-reverse gap-3 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 rounded-b-xl">
        <p className="text-sm text-slate-600" aria-live="polite">
          {errorCount > 0 ? (
            <span className="text-red-700">{errorCount === 1 ? "One field needs attention." : `${errorCount} fields need attention.`}</span>
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
