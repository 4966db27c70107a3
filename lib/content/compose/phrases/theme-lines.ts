import type { ByRegister } from "@/lib/content/compose/phrases/render";

/**
 * One sentence tying the post to the brand theme it is about (`{theme}` is the profile's phrase).
 * Used only when the goal or context touches that theme, and only on the longer platforms: it is
 * a statement of what the brand cares about, never a list of its keywords.
 */
export const THEME_LINES: ByRegister = {
  formal: ["{theme} remains at the heart of what we do{.}", "It reflects our long-standing focus on {theme}{.}", "{theme} has guided our work from the start{.}"],
  neutral: ["{theme} is what we care about most{.}", "It's all part of our love of {theme}{.}", "For us, it always comes back to {theme}{.}"],
  casual: ["{theme} is kind of our thing{.}", "Because {theme} is what we do best{.}", "{theme}, always{.}"],
};
