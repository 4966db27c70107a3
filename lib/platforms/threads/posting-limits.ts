import type { PostingLimit } from "@/lib/platforms/posting-limit";

// Per Threads profile: 250 API-published posts within a 24-hour moving period, enforced on
// POST /{threads-user-id}/threads_publish; Meta asks apps that schedule posts to enforce it too.
export const threadsPostingLimits: readonly PostingLimit[] = [
  // Source: https://developers.facebook.com/docs/threads/overview/ ("Posts").
  { max: 250, windowSeconds: 24 * 3600, source: "https://developers.facebook.com/docs/threads/overview/", ours: false },
];
