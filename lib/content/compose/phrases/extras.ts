
/** Emoji by mood; the post's first emoji is energetic or warm, depending on the voice. */
export const ENERGETIC_EMOJI: readonly string[] = ["🎉", "🚀", "✨", "🔥", "🙌"];
export const WARM_EMOJI: readonly string[] = ["💛", "🤗", "🌟", "😊", "🌱"];
