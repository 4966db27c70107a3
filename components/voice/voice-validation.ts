import { LIMITS, type VoiceInput } from "./types";

/**
 * Field errors keyed by the API's own paths with list items folded into their list:
 * "personality_traits", "tone_attributes.energy", "language_patterns.vocabulary_level",
 * "language_patterns.sentence_structure", "language_patterns.signature_phrases",
 * "content_themes", "content_themes[2].theme", "content_themes[2].keywords".
 */
export type VoiceErrors = Record<string, string>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Mirrors lib/schemas/voice.ts (voiceInputSchema) so that mistakes show before a round trip. */
export function validateVoice(voice: VoiceInput): VoiceErrors {
  const errors: VoiceErrors = {};
  const traits = voice.personality_traits;
  if (traits.length > LIMITS.traits) errors.personality_traits = `Keep at most ${LIMITS.traits} traits; remove ${plural(traits.length - LIMITS.traits, "trait")}.`;
  else if (traits.some((trait) => !trait.trim())) errors.personality_traits = "Remove the empty trait.";
  else {
    const long = traits.find((trait) => trait.trim().length > LIMITS.traitLength);
    if (long) errors.personality_traits = `“${long.slice(0, 24)}…” is too long: a trait has at most ${LIMITS.traitLength} characters.`;
  }

  for (const key of ["formality", "energy", "warmth"] as const) {
    const value = voice.tone_attributes[key];
    if (!Number.isFinite(value) || value < 0 || value > 1) errors[`tone_attributes.${key}`] = "Choose a value from 0 to 1.";
  }

  const patterns = voice.language_patterns;
  const vocabulary = patterns.vocabulary_level.trim();
  if (!vocabulary) errors["language_patterns.vocabulary_level"] = "Choose a vocabulary level.";
  else if (vocabulary.length > LIMITS.vocabularyLength) errors["language_patterns.vocabulary_level"] = `Use at most ${LIMITS.vocabularyLength} characters.`;

  const structure = patterns.sentence_structure.trim();
  if (!structure) errors["language_patterns.sentence_structure"] = "Describe how the brand builds its sentences, e.g. “Short, punchy sentences with a question now and then.”";
  else if (structure.length > LIMITS.sentenceLength) errors["language_patterns.sentence_structure"] = `Use at most ${LIMITS.sentenceLength} characters (now ${structure.length}).`;

  const phrases = patterns.signature_phrases;
  if (phrases.length > LIMITS.phrases) errors["language_patterns.signature_phrases"] = `Keep at most ${LIMITS.phrases} phrases.`;
  else if (phrases.some((phrase) => phrase.trim().length > LIMITS.phraseLength)) errors["language_patterns.signature_phrases"] = `A phrase has at most ${LIMITS.phraseLength} characters.`;

  const themes = voice.content_themes;
  if (themes.length > LIMITS.themes) errors.content_themes = `Keep at most ${LIMITS.themes} themes.`;
  themes.forEach((theme, index) => {
    const name = theme.theme.trim();
    if (!name) errors[`content_themes[${index}].theme`] = "Name the theme, or remove it.";
    else if (name.length > LIMITS.themeLength) errors[`content_themes[${index}].theme`] = `Use at most ${LIMITS.themeLength} characters.`;
    else if (themes.findIndex((other) => other.theme.trim().toLowerCase() === name.toLowerCase()) !== index) errors[`content_themes[${index}].theme`] = "This theme is already in the list.";
    if (theme.keywords.length > LIMITS.keywords) errors[`content_themes[${index}].keywords`] = `Keep at most ${LIMITS.keywords} keywords.`;
    else if (theme.keywords.some((keyword) => keyword.trim().length > LIMITS.keywordLength)) errors[`content_themes[${index}].keywords`] = `A keyword has at most ${LIMITS.keywordLength} characters.`;
  });
  return errors;
}

/** The field key for an API path: list items fold into their list, except a theme's own fields. */
function fieldKeyOf(path: string): string {
  const theme = /^content_themes\[(\d+)\]\.(theme|keywords)/.exec(path);
  if (theme) return `content_themes[${theme[1]}].${theme[2]}`;
  return path.replace(/\[\d+\].*$/, "");
}

function readable(message: string): string {
  const text = message
    .trim()
    .replace(/^Too big: expected string to have <=(\d+) characters$/i, "Use at most $1 characters")
    .replace(/^Too big: expected array to have <=(\d+) items$/i, "Keep at most $1 items")
    .replace(/^Too small: expected string to have >=1 characters$/i, "Must not be empty")
    .replace(/\.$/, "");
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : message;
}

/**
 * Field errors out of a 400 message such as
 * "Invalid body: content_themes[0].keywords[2]: Too big: …; language_patterns.sentence_structure: must not be empty."
 */
export function voiceErrorsFromApi(message: string): VoiceErrors {
  const errors: VoiceErrors = {};
  const body = message.replace(/^Invalid body:\s*/i, "").replace(/\s*\(and \d+ more\)\.?$/, "");
  for (const part of body.split(/;\s+/)) {
    const match = /^((?:personality_traits|tone_attributes|language_patterns|content_themes)[\w.[\]]*): (.+)$/.exec(part.trim());
    if (!match) continue;
    const key = fieldKeyOf(match[1]);
    if (!errors[key]) errors[key] = readable(match[2]);
  }
  return errors;
}

/** The id of the control to focus for a field key (the first error in reading order). */
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
  };
  return ids[key] ?? "voice-traits";
}

export const FIELD_ORDER_PREFIXES = ["personality_traits", "tone_attributes", "language_patterns.vocabulary_level", "language_patterns.sentence_structure", "language_patterns.signature_phrases", "content_themes"];

/** The first error key in the order the form shows its fields. */
export function firstErrorKey(errors: VoiceErrors): string | null {
  const keys = Object.keys(errors);
  for (const prefix of FIELD_ORDER_PREFIXES) {
    const found = keys.filter((key) => key.startsWith(prefix)).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))[0];
    if (found) return found;
  }
  return keys[0] ?? null;
}

/** The draft with whitespace trimmed and empty items dropped, as it is sent. */
export function cleanVoice(voice: VoiceInput): VoiceInput {
  return {
    personality_traits: voice.personality_traits.map((t) => t.trim()).filter(Boolean),
    tone_attributes: { ...voice.tone_attributes },
    language_patterns: {
      vocabulary_level: voice.language_patterns.vocabulary_level.trim(),
      sentence_structure: voice.language_patterns.sentence_structure.trim(),
      signature_phrases: voice.language_patterns.signature_phrases.map((p) => p.trim()).filter(Boolean),
    },
    content_themes: voice.content_themes.map((theme) => ({ theme: theme.theme.trim(), keywords: theme.keywords.map((k) => k.trim()).filter(Boolean) })),
  };
}
