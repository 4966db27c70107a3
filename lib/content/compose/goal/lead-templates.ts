import type { ByRegister } from "@/lib/content/compose/phrases/render";

/**
 * How each kind of news is said, by register. `{x}` is the thing (the brand's own words, never
 * rewritten), `{w}` who it is for, `{when}` and `{where}` as taken out of the goal. Every pattern
 * is a whole sentence, so whatever is left out for room never leaves half a sentence behind.
 */
export const ANNOUNCE: ByRegister = {
  formal: ["We are pleased to introduce {x}{.}", "Today we are introducing {x}{.}", "Now available: {x}{.}"],
  neutral: ["Introducing {x}{.}", "Meet {x}{.}", "Out now: {x}{.}"],
  casual: ["Say hello to {x}{.}", "Meet {x}{.}", "It's here: {x}{.}"],
};
export const ANNOUNCE_NEW: ByRegister = {
  formal: ["We are pleased to introduce {x}{.}", "Now available: {x}{.}", "Introducing {x}, the latest addition to our range{.}"],
  neutral: ["Just in: {x}{.}", "Fresh in: {x}{.}", "Brand new: {x}{.}"],
  casual: ["New drop: {x}{.}", "Fresh in: {x}{.}", "{x} just landed{.}"],
};
/** For news with a date ahead ("this Friday"): nothing "just landed" yet. */
export const ANNOUNCE_COMING: ByRegister = {
  formal: ["We are pleased to announce {x}{.}", "Coming soon: {x}{.}"],
  neutral: ["Coming soon: {x}{.}", "Get ready for {x}{.}"],
  casual: ["Get ready for {x}{.}", "Incoming: {x}{.}"],
};
export const WHEN_AVAILABLE: ByRegister = {
  formal: ["It will be available {when}{.}", "Availability begins {when}{.}"],
  neutral: ["Look out for it {when}{.}", "Available {when}{.}"],
  casual: ["Landing {when}{.}", "Out {when}{.}"],
};
export const PROMOTE: ByRegister = {
  formal: ["We would like to draw your attention to {x}{.}", "May we recommend {x}{.}", "{x} deserves a closer look{.}"],
  neutral: ["Have you tried {x} yet?", "Spotlight on {x}{.}", "Time to try {x}{.}"],
  casual: ["Have you tried {x} yet?", "Can we talk about {x}?", "All eyes on {x}{.}"],
};
export const PROMOTE_FOR: ByRegister = {
  formal: ["{x} is designed for {purpose}{.}", "For {purpose}, we recommend {x}{.}"],
  neutral: ["Planning {purpose}? {x} is made for it{.}", "Made for {purpose}: {x}{.}"],
  casual: ["{purpose}? {x} has you covered{.}", "{purpose} just got better with {x}{.}"],
};
export const FREE_OFFER: ByRegister = {
  formal: ["{x} are offered free of charge{when}{.}", "{x}: free of charge{when}{.}"],
  neutral: ["{x}: free{when}{.}", "Good news: {x} cost nothing{when}{.}"],
  casual: ["{x}, totally free{when}{.}", "{x}? Free{when}{.}"],
};
export const OFFER: ByRegister = {
  formal: ["New customers receive {offer}{.}", "An introductory offer applies: {offer}{.}"],
  neutral: ["Right now you get {offer}{.}", "Start today and get {offer}{.}"],
  casual: ["Oh, and it's {offer}{.}", "Bonus: {offer}{.}"],
};
export const CELEBRATE: ByRegister = {
  formal: ["Today we mark {x}{.}", "We are proud to celebrate {x}{.}", "This is a moment to mark {x}{.}"],
  neutral: ["Here's to {x}{.}", "Celebrating {x} today{.}", "{x}, and counting{.}"],
  casual: ["Here's to {x}{.}", "{x}! Let's celebrate{.}", "Cheers to {x}{.}"],
};
export const CELEBRATE_YEARS: ByRegister = {
  formal: ["This year, {brand} marks {n} years{.}", "For {n} years, {brand} has served its customers{.}"],
  neutral: ["{brand} is {n} years old{.}", "{n} years of {brand}{.}"],
  casual: ["{n} years of {brand}{.}", "We just turned {n}{.}"],
};
export const WITHOUT: ByRegister = {
  formal: ["None of it would have been possible without {partner}{.}"],
  neutral: ["We couldn't have done it without {partner}{.}"],
  casual: ["Couldn't have done it without {partner}{.}"],
};
export const THANK_FOR: ByRegister = {
  formal: ["To {w}: thank you for {x}{.}", "{w}, thank you for {x}{.}"],
  neutral: ["To {w}: thank you for {x}{.}", "Thank you, {w}, for {x}{.}"],
  casual: ["Thank you, {w}, for {x}{.}", "{w}, thank you for {x}{.}"],
};
export const THANK_AFTER: ByRegister = {
  formal: ["We are deeply grateful{.}", "Thank you{.}"],
  neutral: ["Thank you, from all of us{.}", "We can't thank you enough{.}"],
  casual: ["You're amazing{.}", "We owe you one{.}"],
};
export const RECRUIT: ByRegister = {
  formal: ["We are seeking {x}{.}", "{brand} is looking for {x}{.}"],
  neutral: ["We're looking for {x}{.}", "Wanted: {x}{.}"],
  casual: ["We need {x}{.}", "Calling all {x}{.}"],
};
export const RUN: ByRegister = {
  formal: ["We are holding {x}{.}", "{brand} is holding {x}{.}"],
  neutral: ["We're running {x}{.}", "It's {x} time{.}"],
  casual: ["{x} time{.}", "It's {x} time{.}"],
};
export const SHARE_KIND: ByRegister = {
  formal: ["Our new {kind} examines {x}{.}", "A new {kind}: {x}{.}"],
  neutral: ["New {kind}: {x}{.}", "Our latest {kind} looks at {x}{.}"],
  casual: ["New {kind} alert: {x}{.}", "Fresh {kind}: {x}{.}"],
};
export const SHARE: ByRegister = {
  formal: ["We would like to share {x}{.}", "We are sharing {x}{.}"],
  neutral: ["We're sharing {x}{.}", "Worth a read: {x}{.}"],
  casual: ["Check out {x}{.}", "You'll want to see {x}{.}"],
};
export const EXPLAIN_HOW_TO: ByRegister = {
  formal: ["Here is how to {x}{.}", "A short guide: how to {x}{.}"],
  neutral: ["Want to {x}? Here's how{.}", "How do you {x}? Let's walk through it{.}"],
  casual: ["Want to {x}? Easy{.}", "Here's how to {x}, fast{.}"],
};
export const EXPLAIN: ByRegister = {
  formal: ["We would like to explain {x}{.}", "An explanation of {x}{.}"],
  neutral: ["Ever wondered {x}? Let's explain{.}", "Here's a closer look at {x}{.}"],
  casual: ["Ever wondered {x}? Here's the deal{.}", "Real talk about {x}{.}"],
};
export const TIPS: ByRegister = {
  formal: ["A few considerations for {x}{.}", "Some advice on {x}{.}"],
  neutral: ["Thinking about {x}? A few tips{.}", "Our best {kind} for {x}{.}"],
  casual: ["{x}? We've got {kind}{.}", "Quick {kind} for {x}{.}"],
};
export const FACT: ByRegister = {
  formal: ["Please note: {when}, {x}{.}", "{when}, {x}{.}"],
  neutral: ["Heads up: {when}, {x}{.}", "{when}, {x}{.}"],
  casual: ["Heads up: {when}, {x}{.}", "{when}, {x}{.}"],
};
export const NOW_STATE: ByRegister = {
  formal: ["Now {state}{when}: {x}{.}", "{x} now welcomes you{when}{.}"],
  neutral: ["Now {state}{when}: {x}{.}", "You can now visit {x}{when}{.}"],
  casual: ["Now {state}{when}: {x}{.}", "{x}, now {state}{when}{.}"],
};
/** `{state}` first ("Back for summer"), then the thing: a fact said in the composer's order, not the brief's. */
export const STATE_FIRST: ByRegister = {
  formal: ["{state}{when}: {x}{.}"],
  neutral: ["{state}{when}: {x}{.}", "Good news, {state}{when}: {x}{.}"],
  casual: ["{state}{when}: {x}{.}", "Guess who's {state}{when}? {x}{.}"],
};
export const PLAIN: ByRegister = { formal: ["{x}{.}"], neutral: ["{x}{.}"], casual: ["{x}{.}"] };
export const ANNOUNCE_THAT: ByRegister = {
  formal: ["We are pleased to introduce {x}, which {y}{.}", "Now available: {x}, which {y}{.}"],
  neutral: ["Introducing {x}: {they} {y}{.}", "Meet {x}. {they} {y}{.}"],
  casual: ["Say hello to {x}. {they} {y}{.}", "Meet {x}: {they} {y}{.}"],
};
export const CELEBRATE_COUNT: ByRegister = {
  formal: ["Our community now numbers {n}{.}", "We are now {n} strong{.}"],
  neutral: ["{n} of you, and counting{.}", "We're now {n} strong{.}"],
  casual: ["{n} of you? Amazing{.}", "{n} of you! We can't believe it{.}"],
};
export const RECRUIT_FOR: ByRegister = {
  formal: ["We are seeking {x} to support our {y}{.}", "Our {y} require {x}{.}"],
  neutral: ["Our {y} need {x}{.}", "We're looking for {x} to help with our {y}{.}"],
  casual: ["Our {y} need you: we're after {x}{.}", "Calling all {x}: our {y} need you{.}"],
};
export const HOW_TO_FOR: ByRegister = {
  formal: ["For {y}, here is how to {x}{.}", "A short guide for {y}: how to {x}{.}"],
  neutral: ["{y} tip: how to {x}{.}", "Brewing {y}? Here's how to {x}{.}"],
  casual: ["{y} tip: {x} like a pro{.}", "Quick {y} tip: how to {x}{.}"],
};
export const WHY: ByRegister = {
  formal: ["{x}. We explain why{.}", "{x}, and there are clear reasons why{.}"],
  neutral: ["{x}. Here's why{.}", "{x}, and here's why{.}"],
  casual: ["{x}. Here's why{.}", "{x}. Let's talk about why{.}"],
};
export const HOW_STATEMENT: ByRegister = {
  formal: ["{x}, and we explain how{.}", "{x}: this is how{.}"],
  neutral: ["{x}, and here's how{.}", "{x}: here's how{.}"],
  casual: ["{x}, and here's how{.}", "{x}: here's how{.}"],
};
export const SHARE_HOW: ByRegister = {
  formal: ["{x}. Our new {kind} explains how{.}", "{x}: our latest {kind} sets out how{.}"],
  neutral: ["{x}. Our new {kind} shows how{.}", "{x}, and our new {kind} shows how{.}"],
  casual: ["{x}. New {kind}, here's how{.}", "{x}, and our new {kind} spills how{.}"],
};
export const FIRST_TIME_TIPS: ByRegister = {
  formal: ["Preparing for {x}? Some advice{.}", "Some advice for those preparing for {x}{.}"],
  neutral: ["{x} coming up? A few tips{.}", "Getting ready for {x}? A few tips{.}"],
  casual: ["{x} on the calendar? Tips incoming{.}", "Got {x} coming up? Tips incoming{.}"],
};
/** A newcomer with a role and a place: the place first, so the brief's own words are not said back. */
export const WELCOME_ROLE_AT: ByRegister = {
  formal: ["{place} welcomes a new {role}: {name}{.}", "We are delighted to announce a new {role} for {place}: {name}{.}"],
  neutral: ["{place} has a new {role}: {name}{.}", "Say hello to the new {role} for {place}: {name}{.}"],
  casual: ["{place} has a new {role}: {name}{.}", "Big welcome to the new {role} for {place}: {name}{.}"],
};
export const WELCOME_ROLE: ByRegister = {
  formal: ["Please join us in welcoming {name}, our new {role}{.}", "We are delighted to welcome {name} as our new {role}{.}"],
  neutral: ["Please welcome {name}, our new {role}{.}", "Meet {name}, our new {role}{.}"],
  casual: ["Say hello to {name}, our new {role}{.}", "Meet {name}, our new {role}{.}"],
};
export const WELCOME: ByRegister = {
  formal: ["Please join us in welcoming {name}{.}", "We are delighted to welcome {name}{.}"],
  neutral: ["Please welcome {name}{.}", "A warm welcome to {name}{.}"],
  casual: ["Say hello to {name}{.}", "Big welcome to {name}{.}"],
};
/** "Congratulate X on her record": the person, then what they did. */
export const CONGRATULATE: ByRegister = {
  formal: ["We congratulate {w} on {y}{.}", "Please join us in congratulating {w} on {y}{.}"],
  neutral: ["Join us in congratulating {w} on {y}{.}", "We're so proud of {w}: congratulations on {y}{.}"],
  casual: ["Let's hear it for {w}: congratulations on {y}{.}", "We're so proud of {w}: congrats on {y}{.}"],
};
/** "5 years since we opened our doors": the event, then the years since. */
export const YEARS_SINCE: ByRegister = {
  formal: ["{s} {n} years ago, and we are grateful for every one of those years{.}", "{s} {n} years ago{.}"],
  neutral: ["{s} {n} years ago. Here's to the next {n}{.}", "{s} {n} years ago{.}"],
  casual: ["{s} {n} years ago. Cheers to that{.}", "{s} {n} years ago. Here's to the next {n}{.}"],
};
