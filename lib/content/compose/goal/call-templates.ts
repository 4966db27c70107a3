import type { ByRegister } from "@/lib/content/compose/phrases/render";

/** Asking the reader to come to something (`{x}`), maybe naming who (`{w}`). */
export const INVITE: ByRegister = {
  formal: ["You are warmly invited to {x}{.}", "We would be delighted to welcome you to {x}{.}"],
  neutral: ["Join us for {x}{.}", "Come along to {x}{.}"],
  casual: ["Come join us for {x}{.}", "Don't miss {x}{.}"],
};
export const INVITE_WHO: ByRegister = {
  formal: ["We invite {w} to join us for {x}{.}"],
  neutral: ["{w}, join us for {x}{.}"],
  casual: ["{w}, you're invited to {x}{.}"],
};
/** Where and when an event is (`{when}` and `{where}` may be empty). */
export const EVENT_DETAILS: ByRegister = {
  formal: ["It will take place {when}{where}{.}", "The event is {when}{where}{.}"],
  neutral: ["It's {when}{where}{.}", "See you {when}{where}{.}"],
  casual: ["Be there {when}{where}{.}", "See you {when}{where}{.}"],
};
export const FREE_EVENT: ByRegister = {
  formal: ["Admission is free; it takes place {when}{where}{.}", "There is no charge, and it takes place {when}{where}{.}"],
  neutral: ["It's free, {when}{where}{.}", "Free entry, {when}{where}{.}"],
  casual: ["It's free, {when}{where}{.}", "Free, {when}{where}{.}"],
};
export const FREE: ByRegister = {
  formal: ["Admission is free of charge{.}", "There is no charge to attend{.}"],
  neutral: ["It's free{.}", "Entry is free{.}"],
  casual: ["And it's free{.}", "Free, too{.}"],
};
/** An action asked of the reader (`{a}` is an imperative from the goal). */
export const ACTION: ByRegister = {
  formal: ["We encourage you to {a}{.}", "Please {a}{.}"],
  neutral: ["{a}{.}", "Why not {a}?"],
  casual: ["{a}{.}", "Go on, {a}{.}"],
};
export const ACTION_WHO: ByRegister = {
  formal: ["We encourage {w} to {a}{.}"],
  neutral: ["{w}: {a}{.}"],
  casual: ["{w}, {a}{.}"],
};
/** Asking for something (`{x}`: "donations of tinned food"). */
export const REQUEST: ByRegister = {
  formal: ["We would be grateful for {x}{.}", "We are appealing for {x}{.}"],
  neutral: ["We need {x}{.}", "Can you help with {x}?"],
  casual: ["We need {x}{.}", "Got {x} to spare?"],
};
export const REQUEST_WHEN: ByRegister = {
  formal: ["{when}, we would be grateful for {x}{.}"],
  neutral: ["{when}, we need {x}{.}"],
  casual: ["{when}, we need {x}{.}"],
};
export const HELP: ByRegister = {
  formal: ["We would welcome your interest{.}", "Expressions of interest are welcome{.}"],
  neutral: ["Could you help?", "Interested? We'd love to hear from you{.}"],
  casual: ["Could that be you?", "Are you in?"],
};
/** A link to act on; `{url}` is the brand's own. */
export const LINK: Record<"invite" | "act" | "read" | "more", ByRegister> = {
  invite: {
    formal: ["Booking: {url}", "Reserve your place at {url}"],
    neutral: ["Save your spot: {url}", "Details and booking: {url}"],
    casual: ["Grab your spot: {url}", "Sign up here: {url}"],
  },
  act: {
    formal: ["You may do so at {url}", "Visit {url}"],
    neutral: ["Here's the link: {url}", "Do it here: {url}"],
    casual: ["Right here: {url}", "Go go go: {url}"],
  },
  read: {
    formal: ["The full account is available at {url}", "Read more at {url}"],
    neutral: ["Read the full story: {url}", "Read it here: {url}"],
    casual: ["Read it here: {url}", "Full story: {url}"],
  },
  more: {
    formal: ["Further details: {url}", "Full details are available at {url}"],
    neutral: ["Find out more: {url}", "Details: {url}"],
    casual: ["All the details: {url}", "More here: {url}"],
  },
};
/** Links are not clickable in Instagram and TikTok captions: the link lives in the profile. */
export const LINK_IN_BIO: ByRegister = {
  formal: ["Full details are available via the link in our bio{.}"],
  neutral: ["The link is in our bio{.}", "Tap the link in our bio for details{.}"],
  casual: ["Link in bio{.}", "Hit the link in our bio{.}"],
};
/** A question that opens the conversation, for a post that asks nothing else of the reader; by what the post is for. */
export const ENGAGE: Record<"news" | "celebrate" | "learn" | "general", ByRegister> = {
  news: {
    formal: ["We welcome your questions{.}", "We would value your views{.}"],
    neutral: ["What do you think?", "Who's excited?"],
    casual: ["Who's in?", "Thoughts?"],
  },
  celebrate: {
    formal: ["Thank you for being part of it{.}", "We welcome your reflections{.}"],
    neutral: ["Will you celebrate with us?", "What's your favourite memory with us?"],
    casual: ["Celebrate with us?", "Who's celebrating with us?"],
  },
  learn: {
    formal: ["We welcome your questions{.}", "Questions are welcome{.}"],
    neutral: ["What's your best tip?", "Questions? Ask away{.}"],
    casual: ["What's your best tip?", "Questions? Fire away{.}"],
  },
  general: {
    formal: ["We welcome your questions{.}", "We would value your views{.}"],
    neutral: ["What do you think?", "Tell us what you think{.}"],
    casual: ["Thoughts?", "Tell us everything{.}"],
  },
};
/** Google Business posts end with a call to visit or contact. */
export const VISIT: ByRegister = {
  formal: ["Visit us or contact our team to learn more{.}", "Call us or visit in person to find out more{.}"],
  neutral: ["Stop by or give us a call{.}", "Visit us to find out more{.}"],
  casual: ["Swing by and say hi{.}", "Come see us{.}"],
};
