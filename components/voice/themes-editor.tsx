"use client";

import { Button } from "@/components/ui/button";
import { ChipInput } from "@/components/ui/chip-input";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { LIMITS, type ContentTheme } from "@/components/voice/voice-draft";
import type { VoiceErrors } from "@/components/voice/voice-checks";

type Props = {
  themes: ContentTheme[];
  onChange: (themes: ContentTheme[]) => void;
  errors: VoiceErrors;
};

/** Content themes: each a name and its keyword chips; add and remove themes. */
export function ThemesEditor({ themes, onChange, errors }: Props) {
  function update(index: number, patch: Partial<ContentTheme>) {
    onChange(themes.map((theme, i) => (i === index ? { ...theme, ...patch } : theme)));
  }

  function remove(index: number) {
    onChange(themes.filter((_, i) => i !== index));
    // Keep keyboard users in the list: focus the theme that took this one's place, or "Add theme".
    requestAnimationFrame(() => {
      const next = document.getElementById(`voice-theme-${Math.min(index, themes.length - 2)}-name`) ?? document.getElementById("voice-add-theme");
      next?.focus();
    });
  }

  function add() {
    onChange([...themes, { theme: "", keywords: [] }]);
    requestAnimationFrame(() => document.getElementById(`voice-theme-${themes.length}-name`)?.focus());
  }

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Content themes</legend>
      <p className="mt-0.5 text-xs text-slate-500">What the brand talks about, with the words that signal each theme. Up to {LIMITS.themes} themes.</p>
      {errors.content_themes ? <p className="mt-1.5 text-sm text-red-600">{errors.content_themes}</p> : null}

      {themes.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500">No themes yet. Add one, or extract them from sample posts.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {themes.map((theme, index) => {
            const nameError = errors[`content_themes[${index}].theme`];
            const keywordsError = errors[`content_themes[${index}].keywords`];
            const label = theme.theme.trim() || `Theme ${index + 1}`;
            return (
              <li key={index} data-testid="theme-row" className="rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
                <div className="grid gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)_auto] sm:items-start">
                  <div className="min-w-0">
                    <label htmlFor={`voice-theme-${index}-name`} className="block text-sm font-medium text-slate-800">
                      Theme {index + 1}
                    </label>
                    <input
                      id={`voice-theme-${index}-name`}
                      value={theme.theme}
                      maxLength={LIMITS.themeLength + 20}
                      onChange={(event) => update(index, { theme: event.target.value })}
                      placeholder="e.g. Sustainability"
                      aria-invalid={nameError ? true : undefined}
                      aria-describedby={nameError ? `voice-theme-${index}-name-error` : undefined}
                      className={cx(inputClass, "mt-1.5")}
                      autoComplete="off"
                    />
                    {nameError ? (
                      <p id={`voice-theme-${index}-name-error`} className="mt-1 text-sm text-red-600">
                        {nameError}
                      </p>
                    ) : null}
                  </div>
                  <div className="min-w-0">
                    <ChipInput
                      id={`voice-theme-${index}-keywords`}
                      label={<>Keywords<span className="sr-only"> for {label}</span></>}
                      values={theme.keywords}
                      onChange={(keywords) => update(index, { keywords })}
                      maxItems={LIMITS.keywords}
                      maxLength={LIMITS.keywordLength}
                      placeholder="Add a keyword"
                      itemNoun="keyword"
                      size="sm"
                      error={keywordsError}
                    />
                  </div>
                  <Button variant="ghost" size="sm" className="justify-self-end text-slate-500 hover:text-red-700 sm:mt-7" onClick={() => remove(index)} aria-label={`Remove theme “${label}”`}>
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button id="voice-add-theme" variant="secondary" size="sm" className="mt-3" onClick={add} disabled={themes.length >= LIMITS.themes}>
        + Add theme
      </Button>
    </fieldset>
  );
}
