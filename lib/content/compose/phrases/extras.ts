import type { ByRegister } from "./render";

/** Introduces the caller's additional context (which follows as written). */
export const CONTEXT_LEADS: ByRegister = {
  formal: ["Please note: {x}{.}", "For reference: {x}{.}", "Additional details: {x}{.}"],
  neutral: ["Good to know: {x}{.}", "Worth knowing: {x}{.}", "A bit of background: {x}{.}"],
  casual: ["Quick note: {x}{.}", "Psst: {x}{.}", "Also: {x}{.}"],
};

/** A sentence naming up to three personality traits ({traits}), for the longer platforms. */
export const TRAIT_LINES: ByRegister = {
  formal: ["As always, our approach is {traits}{.}", "We remain {traits} in everything we do{.}", "Our aim is to be {traits}{.}"],
  neutral: ["As always, we aim to be {traits}{.}", "We try to be {traits}, every day{.}", "It is what we do: {traits}{.}"],
  casual: ["Always {traits}, that is us{.}", "Staying {traits}, as usual{.}", "That is us: {traits}{.}"],
};

/** A thank-you for warm voices. */
export const WARM_CLOSERS: ByRegister = {
  formal: ["Thank you for your continued trust{.}", "We are grateful for your support{.}", "Thank you for being part of our community{.}"],
  neutral: ["Thank you for being part of our community{.}", "We are so grateful for all of you{.}", "Thanks for being here with us{.}"],
  casual: ["Thanks for being awesome{.}", "Love having you here{.}", "You all make this so much fun{.}"],
};

/** Emoji by mood; the post's first emoji is energetic or warm, depending on the voice. */
export const ENERGETIC_EMOJI: readonly string[] = ["🎉", "🚀", "✨", "🔥", "🙌"];
export const WARM_EMOJI: readonly string[] = ["💛", "🤗", "🌟", "😊", "🌱"];
