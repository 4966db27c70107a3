import type { ByRegister } from "./render";

/**
 * What the reader is asked to do. Which kinds a platform uses is platform shaping; `impersonal`
 * replaces the reader-facing ones for a voice that does not say "you".
 */
export type CallKind = "engage" | "learnOnline" | "learnInBio" | "visit" | "follow";

export const CALLS: Record<CallKind, ByRegister> = {
  engage: {
    formal: ["We welcome your thoughts in the comments{.}", "What is your perspective?", "We would value your feedback{.}"],
    neutral: ["Tell us what you think in the comments{.}", "What do you think?", "We would love to hear your take{.}"],
    casual: ["Drop your thoughts below{.}", "Who is in?", "Tell us everything in the comments{.}"],
  },
  learnOnline: {
    formal: ["Full details are available on our website{.}", "Visit our website to learn more{.}", "Read more on our website{.}"],
    neutral: ["Find out more on our website{.}", "Read the full story on our website{.}", "Learn more on our website{.}"],
    casual: ["Get the scoop on our website{.}", "All the details are on our site{.}", "Check out our site for more{.}"],
  },
  learnInBio: {
    formal: ["Full details are available via the link in our bio{.}", "Visit the link in our bio to learn more{.}", "Further information is linked in our bio{.}"],
    neutral: ["Tap the link in our bio to learn more{.}", "Link in bio for the details{.}", "Save this post for later{.}"],
    casual: ["Everything you need is in the link in bio{.}", "Tap the link in bio{.}", "Save this one for later{.}"],
  },
  visit: {
    formal: ["Visit us or contact our team today to learn more{.}", "Call or visit us today to find out more{.}", "Contact us today to arrange a visit{.}"],
    neutral: ["Stop by or call us today to learn more{.}", "Visit us this week to see it for yourself{.}", "Call us today to find out more{.}"],
    casual: ["Swing by and say hi{.}", "Come see us today{.}", "Drop in this week, we will be here{.}"],
  },
  follow: {
    formal: ["Follow us for further updates{.}", "Follow our account for more{.}", "Stay tuned for further updates{.}"],
    neutral: ["Follow for more{.}", "Follow along for more{.}", "Stay tuned for part two{.}"],
    casual: ["Follow for more{.}", "Hit follow, more coming{.}", "Stay tuned, there is more{.}"],
  },
};

/** For voices that do not address the reader directly (formal and cool). */
export const IMPERSONAL_CALLS: readonly string[] = [
  "Further details are available on request{.}",
  "More information will follow{.}",
  "Comments are welcome{.}",
];

/** Google Business posts must end with a call to action; an impersonal one still names the action. */
export const IMPERSONAL_VISIT_CALLS: readonly string[] = [
  "Visits and enquiries are welcome during opening hours{.}",
  "Our team is available by phone or in person to answer questions{.}",
  "Appointments can be arranged by phone or in person{.}",
];
