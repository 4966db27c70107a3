import { ChipInput } from "@/components/ui/chip-input";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { LIMITS, VOCABULARY_LEVELS } from "@/components/voice/voice-draft";
import type { VoiceErrors } from "@/components/voice/voice-checks";
import type { VoiceInput } from "@/lib/client/types";

type Patterns = VoiceInput["language_patterns"];
type Props = { patterns: Patterns; errors: VoiceErrors; onChange: (next: Partial<Patterns>, key: keyof Patterns) => void };

function vocabularyHint(value: string): string {
  const level = VOCABULARY_LEVELS.find((item) => item.value === value.trim().toLowerCase());
  return level ? `${level.label}: ${level.description}.` : "How plain or technical the words are.";
}

/** Vocabulary level, sentence structure and signature phrases. */
export function LanguageFieldset({ patterns, errors, onChange }: Props) {
  const vocabulary = patterns.vocabulary_level;
  const customVocabulary = vocabulary && !VOCABULARY_LEVELS.some((level) => level.value === vocabulary.trim().toLowerCase());
  const vocabularyError = errors["language_patterns.vocabulary_level"];
  const structureLength = patterns.sentence_structure.trim().length;

  return (
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
            onChange={(event) => onChange({ vocabulary_level: event.target.value }, "vocabulary_level")}
            aria-invalid={vocabularyError ? true : undefined}
            aria-describedby={vocabularyError ? "voice-vocabulary-error" : "voice-vocabulary-hint"}
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
          {vocabularyError ? (
            <p id="voice-vocabulary-error" className="mt-1.5 text-sm text-red-600">
              {vocabularyError}
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
          value={patterns.sentence_structure}
          onChange={(event) => onChange({ sentence_structure: event.target.value }, "sentence_structure")}
          placeholder="e.g. Short, punchy sentences; questions to the reader; no jargon."
          error={errors["language_patterns.sentence_structure"]}
          trailing={
            <span className={cx("text-xs tabular-nums", structureLength > LIMITS.sentenceLength ? "text-red-600" : "text-slate-500")}>
              {structureLength}/{LIMITS.sentenceLength}
            </span>
          }
        />
      </div>
      <ChipInput
        id="voice-phrases"
        label="Signature phrases"
        values={patterns.signature_phrases}
        onChange={(signature_phrases) => onChange({ signature_phrases }, "signature_phrases")}
        maxItems={LIMITS.phrases}
        maxLength={LIMITS.phraseLength}
        placeholder="Add a phrase and press Enter"
        hint={`Phrases the brand says again and again. Up to ${LIMITS.phrases}, each at most ${LIMITS.phraseLength} characters.`}
        itemNoun="phrase"
        commaSeparates={false}
        error={errors["language_patterns.signature_phrases"]}
      />
    </fieldset>
  );
}
