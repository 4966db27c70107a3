/**
 * How the brand consistency score combines its parts (each 0..1). Content (what the post is
 * about: themes and keywords) and tone (how it sounds: formality, energy, warmth) weigh about the
 * same, since a post can fail a brand either way; signature phrases weigh less because a good
 * post need not use one; vocabulary level is one signal among the tone ones.
 *
 * Parts that cannot be measured (a profile without themes, keywords or signature phrases, a
 * vocabulary level that is not recognised, a text with too few Latin-script words to judge its
 * vocabulary) are left out and the remaining weights are scaled to sum to 1.
 */
export const CONSISTENCY_WEIGHTS = {
  /** Share of the brand's themes mentioned (by name or keyword); 2 themes = full. */
  themes: 0.15,
  /** Distinct theme keywords used; 3 = full. */
  keywords: 0.15,
  /** A signature phrase used verbatim = 1; partial echoes count half. */
  signaturePhrases: 0.1,
  /** 1 − |estimated formality − profile formality|. */
  formality: 0.15,
  /** 1 − |estimated energy − profile energy|. */
  energy: 0.15,
  /** 1 − |estimated warmth − profile warmth|. */
  warmth: 0.15,
  /** 1 − |estimated vocabulary level − profile level| (simple 0.2, moderate 0.5, advanced 0.8). */
  vocabulary: 0.15,
} as const;

export type ConsistencyPart = keyof typeof CONSISTENCY_WEIGHTS;

/** Where each vocabulary_level sits on the 0..1 scale of estimateVocabulary. */
export const VOCABULARY_TARGETS = { simple: 0.2, moderate: 0.5, advanced: 0.8 } as const;
