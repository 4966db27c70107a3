import type { PostingLimit } from "@/lib/platforms/posting-limit";

// LinkedIn limits calls per member (token) per application per day, reset at midnight UTC, but
// does not publish the standard figures (each app reads its own in the Developer Portal). Ours,
// conservative for one member or organization: 100 posts in any 24 hours, 50 in any hour.
export const linkedinPostingLimits: readonly PostingLimit[] = [
  // Ours: https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits (member limits exist, figures unpublished).
  { max: 50, windowSeconds: 3600, source: "ours (LinkedIn does not publish member limits)", ours: true },
  { max: 100, windowSeconds: 24 * 3600, source: "ours (LinkedIn does not publish member limits)", ours: true },
];
