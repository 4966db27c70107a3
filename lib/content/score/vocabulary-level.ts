export type VocabularyLevel = "simple" | "moderate" | "advanced";

/**
 * The voice schema keeps `vocabulary_level` free text ("simple", "moderate", "advanced" are the
 * documented values, but an extractor or a person may write "plain and everyday"). The usual words
 * are read; null when none is recognised.
 */
export function readVocabularyLevel(text: string): VocabularyLevel | null {
  const lower = text.toLowerCase();
  if (/simple|basic|plain|easy|everyday|accessible|elementary/.test(lower)) return "simple";
  if (/advanced|sophisticated|technical|expert|academic|complex|specialist|elevated|rich/.test(lower)) return "advanced";
  if (/moderate|intermediate|medium|standard|general|conversational|average/.test(lower)) return "moderate";
  return null;
}
