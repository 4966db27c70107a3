import type { PostingLimit } from "@/lib/platforms/posting-limit";

// Per user access token (one X account), POST /2/tweets. A post with an image also calls
// POST /2/media/upload once, whose per-user limit (500 per 15 minutes, same table) is higher,
// so the post limits below bind first. X documents no per-user 24-hour figure for posting
// (its 10,000 per 24 hours on POST /2/tweets is per app).
export const xPostingLimits: readonly PostingLimit[] = [
  // Source: https://docs.x.com/x-api/fundamentals/rate-limits (POST /2/tweets: 100 per 15 min per user).
  { max: 100, windowSeconds: 15 * 60, source: "https://docs.x.com/x-api/fundamentals/rate-limits", ours: false },
  // Source: https://developer.x.com/en/docs/x-api/tweets/manage-tweets (300 per 3 hours per user, shared with reposts).
  { max: 300, windowSeconds: 3 * 3600, source: "https://developer.x.com/en/docs/x-api/tweets/manage-tweets", ours: false },
];
