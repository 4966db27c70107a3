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
  formal: ["We encourage {w} to {a}{.}", "{w} may wish to {a}{.}"],
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
/**
 * Links are not clickable in Instagram and TikTok captions: the link lives in the profile. `{s}`
 * is what the post is about, so the line is this post's and not every post's.
 */
export const LINK_IN_BIO: ByRegister = {
  formal: ["Full details of {s} are available via the link in our bio{.}"],
  neutral: ["The link to {s} is in our bio{.}", "Tap the link in our bio for {s}{.}"],
  casual: ["Link in bio for {s}{.}", "Hit the link in our bio for {s}{.}"],
};
/** The link in bio when the post has no subject to name: a link given is never left out. */
export const LINK_IN_BIO_PLAIN: ByRegister = {
  formal: ["Full details are available via the link in our bio{.}"],
  neutral: ["Tap the link in our bio for the details{.}", "The details are a tap away: link in our bio{.}"],
  casual: ["Details? Link in bio{.}", "Hit the link in our bio for the details{.}"],
};
/**
 * A question that opens the conversation about this post's subject (`{s}`), for a post that asks
 * nothing else of the reader; by what the post is for. Never a stock line any post could end with.
 */
export const ENGAGE: Record<"news" | "celebrate" | "learn" | "general", ByRegister> = {
  news: {
    formal: ["What are your thoughts on {s}?", "Do you have questions about {s}?"],
    neutral: ["What do you make of {s}?", "Will you be trying {s}?"],
    casual: ["Who's trying {s} first?", "So, {s}: are you in?"],
  },
  celebrate: {
    formal: ["What does {s} mean to you?", "We would be glad to hear your memories of {s}{.}"],
    neutral: ["Will you celebrate {s} with us?", "What does {s} mean to you?"],
    casual: ["Who's celebrating {s} with us?", "{s}: how are you celebrating?"],
  },
  learn: {
    formal: ["What questions do you have about {s}?", "How do you approach {s}?"],
    neutral: ["What's your take on {s}?", "Got a question about {s}?"],
    casual: ["What's your best tip for {s}?", "Any questions about {s}?"],
  },
  general: {
    formal: ["What are your thoughts on {s}?", "How does {s} affect you?"],
    neutral: ["What do you make of {s}?", "Where do you stand on {s}?"],
    casual: ["{s}: yay or nay?", "Where do you stand on {s}?"],
  },
};
/** Google Business posts end with a call to visit or contact. */
export const VISIT: ByRegister = {
  formal: ["Visit us or contact our team to learn more about {s}{.}", "Call us or visit in person to find out more about {s}{.}"],
  neutral: ["Stop by or give us a call about {s}{.}", "Visit us to find out more about {s}{.}"],
  casual: ["Swing by and ask us about {s}{.}", "Come see us about {s}{.}"],
};
/** The visit call when the post has no subject to name. */
export const VISIT_PLAIN: ByRegister = {
  formal: ["Visit us or contact our team to learn more{.}"],
  neutral: ["Visit us to find out more{.}"],
  casual: ["Come see us{.}"],
};
