import type { ByRegister } from "./render";

/** Openings. At least five per register, so up to five variations never share one. */
export const HOOKS: ByRegister = {
  formal: [
    "An update from {brand}{.}",
    "{brand} is pleased to share some news{.}",
    "We would like to share an important update{.}",
    "A note from the team at {brand}{.}",
    "Today, {brand} has news to share{.}",
    "We are delighted to share the following{.}",
  ],
  neutral: [
    "Some news from {brand}{.}",
    "Here is what is new at {brand}{.}",
    "A quick update from the {brand} team{.}",
    "We have something to share{.}",
    "This one has been a while in the making{.}",
    "Fresh from {brand}{.}",
  ],
  casual: [
    "Guess what?",
    "Okay, this is a big one{.}",
    "Big news from {brand}{.}",
    "You are going to love this{.}",
    "We have been waiting to tell you this{.}",
    "Heads up, friends{.}",
  ],
};
