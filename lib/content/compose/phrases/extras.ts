import type { ByRegister } from "@/lib/content/compose/phrases/render";

/** A thank-you for warm voices, on the longer platforms, unless the post already thanks. */
export const WARM_CLOSERS: ByRegister = {
  formal: ["Thank you for your continued trust{.}", "We are grateful for your support{.}", "Thank you for being part of our community{.}"],
  neutral: ["Thank you for being part of our community{.}", "We are so grateful for all of you{.}", "Thanks for being here with us{.}"],
  casual: ["Love having you here{.}", "You all make this so much fun{.}", "Thanks for being awesome{.}"],
};

/** Emoji by mood; the post's first emoji is energetic or warm, depending on the voice. */
export const ENERGETIC_EMOJI: readonly string[] = ["🎉", "🚀", "✨", "🔥", "🙌"];
export const WARM_EMOJI: readonly string[] = ["💛", "🤗", "🌟", "😊", "🌱"];
