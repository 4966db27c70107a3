import type { PlatformId } from "@/lib/platforms/ids";
import type { PostingLimit } from "@/lib/platforms/posting-limit";

/**
 * A ceiling on metrics READ requests within a moving window, for the whole app on a platform
 * (`app`) or for one connected account (`account`): documented where the platform documents one,
 * else a conservative one of ours (`ours`). lib/pacing/take-read-slot.ts takes reads against them
 * in the database, so every runner shares them; docs/platforms.md ("Metrics") lists them.
 */
export type ReadLimit = PostingLimit & { scope: "app" | "account" };

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

export const READ_LIMITS: Record<PlatformId, readonly ReadLimit[]> = {
  // GET /2/tweets (Post lookup): 900 requests per 15 minutes per user token, and per app.
  x_twitter: [
    { scope: "account", max: 900, windowSeconds: 15 * MINUTE, source: "https://docs.x.com/x-api/fundamentals/rate-limits", ours: false },
    { scope: "app", max: 900, windowSeconds: 15 * MINUTE, source: "https://docs.x.com/x-api/fundamentals/rate-limits", ours: false },
  ],
  // The public AppView limits by client address, with no figure for app.bsky.feed.getPosts we
  // could confirm: ours, one request a second on average, for the app (reads carry no account).
  bluesky: [{ scope: "app", max: 300, windowSeconds: 5 * MINUTE, source: "ours (no documented figure for the public AppView's getPosts)", ours: true }],
  // LinkedIn shows each app's daily limits only in its developer portal, none in its docs: ours.
  // A member post's reading takes 6 requests, an organization's 1.
  linkedin: [
    { scope: "account", max: 600, windowSeconds: DAY, source: "ours (LinkedIn publishes no figure; limits are per app in its developer portal)", ours: true },
    { scope: "app", max: 50_000, windowSeconds: DAY, source: "ours (LinkedIn publishes no figure; limits are per app in its developer portal)", ours: true },
  ],
  // Meta's limits are formulas (Pages: 4,800 calls × engaged users per 24 hours; Instagram and
  // Threads: 4,800 × impressions), not counts: ours, 200 calls per hour per account, Meta's
  // classic per-user Graph figure (https://developers.facebook.com/docs/graph-api/overview/rate-limiting/).
  facebook: [{ scope: "account", max: 200, windowSeconds: HOUR, source: "ours (Meta documents a call formula, https://developers.facebook.com/docs/graph-api/overview/rate-limiting/)", ours: true }],
  instagram: [{ scope: "account", max: 200, windowSeconds: HOUR, source: "ours (Meta documents a call formula, https://developers.facebook.com/docs/graph-api/overview/rate-limiting/)", ours: true }],
  threads: [{ scope: "account", max: 200, windowSeconds: HOUR, source: "ours (Meta documents a call formula for Threads, no count)", ours: true }],
  // /v2/video/query/: 600 requests per minute (a one-minute sliding window), per app.
  tiktok: [{ scope: "app", max: 600, windowSeconds: MINUTE, source: "https://developers.tiktok.com/doc/tiktok-api-v2-rate-limit", ours: false }],
  // Business Profile Performance API: 300 requests per minute per project (the app).
  google_business: [{ scope: "app", max: 300, windowSeconds: MINUTE, source: "https://developers.google.com/my-business/content/limits", ours: false }],
};
