import type { GoalIntent } from "../goal-reading";
import type { ByRegister } from "./render";

/**
 * How the goal is said, by what it asks for. `{x}` is the goal's object for a recognised verb
 * ("announce our spring menu" → "our spring menu") and the whole goal otherwise. `{x}` always ends
 * its sentence, so a goal trimmed with "…" never dangles mid-sentence.
 */
export const GOAL_LINES: Record<GoalIntent, ByRegister> = {
  announce: {
    formal: ["We are pleased to announce {x}{.}", "We are introducing {x}{.}", "Today we are announcing {x}{.}"],
    neutral: ["Introducing {x}{.}", "We are launching {x}{.}", "Now announcing {x}{.}"],
    casual: ["Say hello to {x}{.}", "It is here: {x}{.}", "Meet {x}{.}"],
  },
  promote: {
    formal: ["We would like to highlight {x}{.}", "We invite you to discover {x}{.}", "Allow us to draw your attention to {x}{.}"],
    neutral: ["Spotlight on {x}{.}", "Take a closer look at {x}{.}", "Have you seen {x}?"],
    casual: ["Have you tried {x} yet?", "Let us talk about {x}{.}", "All eyes on {x}{.}"],
  },
  celebrate: {
    formal: ["Today, we celebrate {x}{.}", "We are proud to mark {x}{.}", "It is an honour to celebrate {x}{.}"],
    neutral: ["Today we are celebrating {x}{.}", "Here is to {x}{.}", "Time to celebrate {x}{.}"],
    casual: ["Let us celebrate {x}{.}", "Cheers to {x}{.}", "Party time: {x}{.}"],
  },
  invite: {
    formal: ["We invite you to {x}{.}", "You are cordially invited to {x}{.}", "We would be delighted if you would {x}{.}"],
    neutral: ["You are invited to {x}{.}", "Consider this your invitation to {x}{.}", "We would love for you to {x}{.}"],
    casual: ["Consider this your invite to {x}{.}", "You are invited to {x}{.}", "Come on, we want you to {x}{.}"],
  },
  educate: {
    formal: ["We would like to explain {x}{.}", "Here is an overview of {x}{.}", "Allow us to walk you through {x}{.}"],
    neutral: ["Quick explainer: {x}{.}", "Let us walk you through {x}{.}", "Here is a closer look at {x}{.}"],
    casual: ["Quick lesson: {x}{.}", "Let us break down {x}{.}", "Real talk about {x}{.}"],
  },
  general: {
    formal: ["Our focus today: {x}{.}", "The essentials: {x}{.}", "In brief: {x}{.}"],
    neutral: ["On our mind today: {x}{.}", "The headline: {x}{.}", "Here is the news: {x}{.}"],
    casual: ["The big idea: {x}{.}", "Here is the deal: {x}{.}", "Today is all about this: {x}{.}"],
  },
};
