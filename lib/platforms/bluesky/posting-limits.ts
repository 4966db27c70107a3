import type { PostingLimit } from "@/lib/platforms/posting-limit";

// Bluesky's PDS limits record writes per account (DID): 5,000 points per hour and 35,000 per
// day, a created record costing 3 points. A post is one created record (its image is a blob,
// not a record): at most 1,666 posts an hour and 11,666 a day.
export const blueskyPostingLimits: readonly PostingLimit[] = [
  // Source: https://docs.bsky.app/docs/advanced-guides/rate-limits ("Content Write Operations").
  { max: 1_666, windowSeconds: 3600, source: "https://docs.bsky.app/docs/advanced-guides/rate-limits", ours: false },
  { max: 11_666, windowSeconds: 24 * 3600, source: "https://docs.bsky.app/docs/advanced-guides/rate-limits", ours: false },
];
