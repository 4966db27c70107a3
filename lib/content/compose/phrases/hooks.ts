import type { Intent } from "@/lib/content/compose/goal/read-clauses";
import type { ByRegister } from "@/lib/content/compose/phrases/render";

/** Openings that set up the news without saying it; chosen by what the post is for. */
export const HOOKS: Record<Intent | "general", ByRegister> = {
  announce: {
    formal: ["An announcement from {brand}{.}", "{brand} has news to share{.}", "We have an announcement to make{.}"],
    neutral: ["Some news from {brand}{.}", "Something new at {brand}{.}", "We've been waiting to share this one{.}"],
    casual: ["Big news{.}", "Guess what?", "Okay, this is a big one{.}"],
  },
  promote: {
    formal: ["A recommendation from {brand}{.}", "A note for our customers{.}"],
    neutral: ["A little reminder from {brand}{.}", "In case you missed it{.}"],
    casual: ["Psst{.}", "Don't sleep on this one{.}"],
  },
  celebrate: {
    formal: ["A milestone for {brand}{.}", "Today is a significant day for {brand}{.}"],
    neutral: ["What a milestone{.}", "Today is a good day{.}"],
    casual: ["Milestone alert{.}", "Pop the confetti{.}"],
  },
  invite: {
    formal: ["An invitation from {brand}{.}", "We would be glad of your company{.}"],
    neutral: ["Save the date{.}", "You're invited{.}"],
    casual: ["Plans? Sorted{.}", "You're invited{.}"],
  },
  ask: {
    formal: ["A request from {brand}{.}", "We would value your help{.}"],
    neutral: ["We need your help{.}", "A small ask{.}"],
    casual: ["Okay, we need you{.}", "Quick favour{.}"],
  },
  thank: {
    formal: ["A note of thanks from {brand}{.}", "With gratitude{.}"],
    neutral: ["A big thank you{.}", "Some gratitude today{.}"],
    casual: ["Can we just say thank you?", "Big love{.}"],
  },
  recruit: {
    formal: ["An opportunity to get involved{.}", "We are expanding our team{.}"],
    neutral: ["Want to get involved?", "We need a few good people{.}"],
    casual: ["Want in?", "Looking for something to do on the weekend?"],
  },
  share: {
    formal: ["New from {brand}{.}", "An update from {brand}{.}"],
    neutral: ["Worth a read{.}", "This one is worth your time{.}"],
    casual: ["You'll like this{.}", "Story time{.}"],
  },
  educate: {
    formal: ["A brief guide from {brand}{.}", "A question we are often asked{.}"],
    neutral: ["Quick tip{.}", "Here's one we get asked a lot{.}"],
    casual: ["Quick tip{.}", "Real talk{.}"],
  },
  remind: {
    formal: ["A reminder for our customers{.}", "Please take note{.}"],
    neutral: ["A quick reminder{.}", "Heads up{.}"],
    casual: ["Heads up{.}", "Don't forget{.}"],
  },
  grow: {
    formal: ["An invitation from {brand}{.}", "A note from {brand}{.}"],
    neutral: ["Have you joined us yet?", "Don't miss out{.}"],
    casual: ["Still not with us?", "Don't miss out{.}"],
  },
  run: {
    formal: ["An opportunity from {brand}{.}", "A note for our customers{.}"],
    neutral: ["This is your chance{.}", "Ready?"],
    casual: ["Ready?", "This is your chance{.}"],
  },
  general: {
    formal: ["An update from {brand}{.}", "A note from {brand}{.}"],
    neutral: ["Some news from {brand}{.}", "A quick update from {brand}{.}"],
    casual: ["Heads up{.}", "Guess what?"],
  },
};
