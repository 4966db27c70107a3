import type { PostingLimit } from "@/lib/platforms/posting-limit";

// Per Instagram professional account, on POST /{ig-user-id}/media_publish, over a moving 24 hours.
// Meta has published 25 (its developer blog, 2023) and the content_publishing_limit endpoint
// reports each account's current quota_total (its reference example shows 50); the figure has
// changed over time, so we keep the lowest Meta has documented.
export const instagramPostingLimits: readonly PostingLimit[] = [
  // Source: https://developers.facebook.com/blog/post/2023/05/16/introducing-stories-publishing-to-the-content-publishing-api-on-instagram/
  // and https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/content_publishing_limit/
  {
    max: 25,
    windowSeconds: 24 * 3600,
    source: "https://developers.facebook.com/blog/post/2023/05/16/introducing-stories-publishing-to-the-content-publishing-api-on-instagram/",
    ours: false,
  },
];
