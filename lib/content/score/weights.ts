/**
 * How the brand consistency score combines its parts (each 0..1); the table in docs/content.md says the same.
 *
 * The score is `fit × quality`. `fit` is the weighted mean of the parts below: tone (how the post
 * sounds: formality, energy, warmth, vocabulary) weighs 0.6 because a post on the right topic in
 * the wrong voice is the commonest way to fail a brand; content (themes, keywords, signature
 * phrases) weighs 0.4. A part that cannot be measured (a profile without themes, keywords or
 * signature phrases, a vocabulary level that is not recognised, too few Latin-script words to judge
 * vocabulary) is left out and the remaining weights are scaled to sum to 1.
 *
 * `quality` (QUALITY below) multiplies: repeated phrases, a cut-off ending, template filler and a
 * fragment of a few words each pull the score down whatever the voice, so a degenerate text cannot
 * score well by sounding right.
 */
export const CONSISTENCY_WEIGHTS = {
  /** Share of the brand's themes mentioned (by name or keyword); 2 themes = full. */
  themes: 0.15,
  /** Distinct theme keywords used; 3 = full. */
  keywords: 0.15,
  /** A signature phrase used verbatim = 1; partial echoes count half. */
  signaturePhrases: 0.1,
  /** Tone parts: 1 − |estimate − profile| × TONE_SHARPNESS, at least 0. */
  formality: 0.2,
  energy: 0.15,
  warmth: 0.15,
  /** 1 − |estimated vocabulary level − profile level| × TONE_SHARPNESS (simple 0.2, moderate 0.5, advanced 0.8). */
  vocabulary: 0.1,
} as const;

/**
 * How fast a tone part falls with distance: at 1.5 a miss by 0.33 (one third of the scale, say a
 * casual text for a neutral voice) halves the part, and a miss by 0.67 zeroes it.
 */
export const TONE_SHARPNESS = 1.5;

export const QUALITY = {
  /** Factor = 1 − 0.9 × repetition (share of repeated word 3-grams, or of one word beyond 25%). */
  repetition: 0.9,
  topWordShare: 0.25,
  /** Ends with "…": cut off. */
  cutOff: 0.3,
  /** Last sentence without an end mark. */
  unfinished: 0.85,
  /** Per kind of template filler found ("all the way", "Think #x and #y", a website without a link…). */
  fillerEach: 0.6,
  /** Fewer than this many words is a fragment, not a post. */
  fragmentWords: 4,
  fragment: 0.6,
} as const;

/** Factors for what a text gets wrong about its brief (score/brief-faults.ts); each multiplies the score. */
export const BRIEF_FAULTS = {
  /** A writer's instruction ("Write a post for…", "Tone: calm") left in the text. */
  leakedInstruction: 0.5,
  /** A closing any brand could end any post with ("Stay tuned!", "We welcome your questions."). */
  stockClosing: 0.75,
  /** More than this share of the goal's words repeated in one run: the brief pasted in. */
  pastedShare: 0.6,
  pasted: 0.6,
  /** More hashtags than the platform's rule allows. */
  tagsOverRule: 0.6,
  /** A number or link the brief never gave. */
  inventedFact: 0.6,
} as const;

export type ConsistencyPart = keyof typeof CONSISTENCY_WEIGHTS;

/** Where each vocabulary_level sits on the 0..1 scale of estimateVocabulary. */
export const VOCABULARY_TARGETS = { simple: 0.2, moderate: 0.5, advanced: 0.8 } as const;
