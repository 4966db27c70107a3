import type { PostingLimit } from "@/lib/platforms/posting-limit";

// Google enforces 10 edits per minute per Business Profile ("cannot be increased"); a local
// post is counted as one. Google documents no daily figure per profile.
export const googleBusinessPostingLimits: readonly PostingLimit[] = [
  // Source: https://developers.google.com/my-business/content/limits ("Edits: 10 per minute per Google Business Profile").
  { max: 10, windowSeconds: 60, source: "https://developers.google.com/my-business/content/limits", ours: false },
];
