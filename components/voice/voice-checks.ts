import { LIMITS, cleanVoice } from "@/components/voice/voice-draft";
import { checkWith, issuesFromApiMessage, toFieldErrors, type Checked, type FieldErrors, type FieldIssue, type FieldMapping } from "@/lib/client/form-errors";
import type { VoiceInput } from "@/lib/client/types";
import { voiceInputSchema } from "@/lib/schemas/voice";

/**
 * Field errors keyed by the API's own paths with list items folded into their list:
 * "personality_traits", "tone_attributes.energy", "language_patterns.vocabulary_level",
 * "language_patterns.sentence_structure", "language_patterns.signature_phrases",
 * "content_themes", "content_themes[2].theme", "content_themes[2].keywords", "sample_posts".
 */
export type VoiceErrors = FieldErrors;

const SECTIONS = /^(personality_traits|tone_attributes|language_patterns|content_themes|sample_posts)/;

/** The field key for an issue path: list items fold into their list, except a theme's own fields. */
function fieldOf(path: string): string | null {
  if (!SECTIONS.test(path)) return null;
  const theme = /^content_themes\[(\d+)\]\.(theme|keywords)/.exec(path);
  if (theme) return `content_themes[${theme[1]}].${theme[2]}`;
  return path.replace(/\[\d+\].*$/, "");
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const isItem = (issue: FieldIssue) => /\]$/.test(issue.path);

/** The schema decides what is wrong; these say it the way a person would. */
function explainer(voice: VoiceInput): FieldMapping<string>["explain"] {
  return (field, issue) => {
    const { code, limit } = issue;
    if (field.startsWith("tone_attributes.")) return "Choose a value from 0 to 1.";
    if (field === "personality_traits" && code === "too_big") {
      if (!isItem(issue)) return `Keep at most ${limit} traits; remove ${plural(voice.personality_traits.length - (limit ?? 0), "trait")}.`;
      const index = Number(/\[(\d+)\]$/.exec(issue.path)?.[1]);
      return `“${(voice.personality_traits[index] ?? "").slice(0, 24)}…” is too long: a trait has at most ${limit} characters.`;
    }
    if (field === "language_patterns.vocabulary_level") return code === "too_small" ? "Choose a vocabulary level." : code === "too_big" ? `Use at most ${limit} characters.` : undefined;
    if (field === "language_patterns.sentence_structure") {
      if (code === "too_small") return "Describe how the brand builds its sentences, e.g. “Short, punchy sentences with a question now and then.”";
      if (code === "too_big") return `Use at most ${limit} characters (now ${voice.language_patterns.sentence_structure.length}).`;
    }
    if (field === "language_patterns.signature_phrases" && code === "too_big") return isItem(issue) ? `A phrase has at most ${limit} characters.` : `Keep at most ${limit} phrases.`;
    if (field === "content_themes" && code === "too_big") return `Keep at most ${limit} themes.`;
    if (field.endsWith("].theme")) return code === "too_small" ? "Name the theme, or remove it." : code === "too_big" ? `Use at most ${limit} characters.` : undefined;
    if (field.endsWith("].keywords") && code === "too_big") return isItem(issue) ? `A keyword has at most ${limit} characters.` : `Keep at most ${limit} keywords.`;
    // The server words these bounds itself ("must be at most 5000 characters"), so the path, not the code, says which.
    if (field === "sample_posts") {
      if (!isItem(issue)) return `Keep at most ${LIMITS.samplePosts} sample posts.`;
      return code === "too_small" ? "A sample post must not be empty." : `A sample post has at most ${LIMITS.samplePostLength} characters.`;
    }
    return undefined;
  };
}

/**
 * The draft as PUT sends it, checked by the server's schema. One rule is the form's own: two
 * themes with the same name (the API would keep both, which is never meant).
 */
export function checkVoice(draft: VoiceInput): Checked<VoiceInput, string> {
  const voice = cleanVoice(draft);
  const checked = checkWith(voiceInputSchema, voice, { fieldOf, explain: explainer(voice) });
  const errors: VoiceErrors = checked.ok ? {} : { ...checked.errors };
  voice.content_themes.forEach((theme, index) => {
    const key = `content_themes[${index}].theme`;
    const name = theme.theme.toLowerCase();
    if (name && !errors[key] && voice.content_themes.findIndex((other) => other.theme.toLowerCase() === name) !== index) errors[key] = "This theme is already in the list.";
  });
  if (Object.keys(errors).length === 0 && checked.ok) return checked;
  return { ok: false, errors, other: checked.ok ? null : checked.other };
}

/** Field errors out of a 400 message such as "Invalid body: content_themes[0].keywords[2]: Too big: …". */
export function voiceErrorsFromApi(message: string, draft: VoiceInput): VoiceErrors {
  const voice = cleanVoice(draft);
  return toFieldErrors(issuesFromApiMessage(message), { fieldOf, explain: explainer(voice) });
}

/** The id of the control to focus for a field key. */
export function controlIdFor(key: string): string {
  const theme = /^content_themes\[(\d+)\]\.(theme|keywords)$/.exec(key);
  if (theme) return `voice-theme-${theme[1]}-${theme[2] === "theme" ? "name" : "keywords"}`;
  const ids: Record<string, string> = {
    personality_traits: "voice-traits",
    "tone_attributes.formality": "voice-tone-formality",
    "tone_attributes.energy": "voice-tone-energy",
    "tone_attributes.warmth": "voice-tone-warmth",
    "language_patterns.vocabulary_level": "voice-vocabulary",
    "language_patterns.sentence_structure": "voice-sentence-structure",
    "language_patterns.signature_phrases": "voice-phrases",
    content_themes: "voice-add-theme",
    sample_posts: "voice-add-sample",
  };
  return ids[key] ?? "voice-traits";
}

const FIELD_ORDER_PREFIXES = ["personality_traits", "tone_attributes", "language_patterns.vocabulary_level", "language_patterns.sentence_structure", "language_patterns.signature_phrases", "content_themes", "sample_posts"];

/** The first error key in the order the form shows its fields. */
export function firstErrorKey(errors: VoiceErrors): string | null {
  const keys = Object.keys(errors);
  for (const prefix of FIELD_ORDER_PREFIXES) {
    const found = keys.filter((key) => key.startsWith(prefix)).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))[0];
    if (found) return found;
  }
  return keys[0] ?? null;
}
