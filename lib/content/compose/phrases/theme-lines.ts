import type { ByRegister } from "./render";

/** A sentence tying the post to one of the brand's themes and some of its keywords ({kws}). */
export const THEME_LINES_WITH_KEYWORDS: ByRegister = {
  formal: [
    "This reflects our commitment to {theme}, particularly {kws}{.}",
    "It is part of our ongoing work in {theme}, including {kws}{.}",
    "As ever, our focus is {theme}, with attention to {kws}{.}",
  ],
  neutral: [
    "It is all about {theme}, including {kws}{.}",
    "Built around {theme}, with {kws} at its heart{.}",
    "Expect {theme} at its best: {kws}{.}",
  ],
  casual: [
    "Think {kws}, plus all things {theme}{.}",
    "It is {theme} all the way, with {kws}{.}",
    "Yes, that means {kws} and a whole lot of {theme}{.}",
  ],
};

/** The same, for a theme without keywords. */
export const THEME_LINES: ByRegister = {
  formal: ["This reflects our commitment to {theme}{.}", "It is part of our ongoing work in {theme}{.}", "As ever, our focus is {theme}{.}"],
  neutral: ["It is all about {theme}{.}", "Built around {theme}, as always{.}", "Expect {theme} at its best{.}"],
  casual: ["All things {theme}, as always{.}", "It is {theme} all the way{.}", "Expect a whole lot of {theme}{.}"],
};
