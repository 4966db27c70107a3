import type { PostingLimit } from "@/lib/platforms/posting-limit";

// Per user access token. A photo post calls POST /v2/post/publish/creator_info/query/ (20 per
// minute per token) and POST /v2/post/publish/content/init/ (6 per minute per token) once each,
// so the init limit binds. TikTok also refuses with spam_risk_too_many_posts once "the daily
// post cap from the API is reached for the current user" but publishes no figure: 15 a day is ours.
export const tiktokPostingLimits: readonly PostingLimit[] = [
  // Source: https://developers.tiktok.com/doc/content-posting-api-reference-photo-post ("limited to six requests per minute").
  { max: 6, windowSeconds: 60, source: "https://developers.tiktok.com/doc/content-posting-api-reference-photo-post", ours: false },
  // Ours: https://developers.tiktok.com/doc/content-posting-api-reference-direct-post documents a daily cap without a number.
  { max: 15, windowSeconds: 24 * 3600, source: "ours (TikTok documents a daily per-user cap, not its size)", ours: true },
];
