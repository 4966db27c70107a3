import type { PostingLimit } from "@/lib/platforms/posting-limit";

// A Page token's calls fall under the Pages Business Use Case limit, 4,800 calls × the Page's
// engaged users per 24 hours: a formula, no posts-per-Page figure. Ours, conservative for one
// Page: 50 posts in any hour, 100 in any 24 hours.
export const facebookPostingLimits: readonly PostingLimit[] = [
  // Ours: https://developers.facebook.com/docs/graph-api/overview/rate-limiting/ (Pages: a formula, no post count).
  { max: 50, windowSeconds: 3600, source: "ours (Meta documents a call formula for Pages, no post count)", ours: true },
  { max: 100, windowSeconds: 24 * 3600, source: "ours (Meta documents a call formula for Pages, no post count)", ours: true },
];
