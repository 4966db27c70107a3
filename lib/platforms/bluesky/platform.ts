import { blueskyDisplay } from "@/lib/platforms/bluesky/display";
import { countGraphemes } from "@/lib/platforms/counting/graphemes";
import type { Platform } from "@/lib/platforms/platform";
import { blueskyImageRules } from "@/lib/platforms/bluesky/image-rules";
import { blueskyVideoRules } from "@/lib/platforms/bluesky/video-rules";
import { blueskyPostingLimits } from "@/lib/platforms/bluesky/posting-limits";

export const bluesky: Platform = {
  id: "bluesky",
  label: "Bluesky",
  // 300 graphemes, counted with Intl.Segmenter granularity "grapheme" (so 👨‍👩‍👧‍👦 is 1).
  // Source: docs/platforms.md, row `bluesky` (Bluesky docs / app.bsky.feed.post lexicon).
  limit: 300,
  countUnit: "graphemes",
  count: countGraphemes,
  countWithinLength: true,
  // Text-only posts are allowed. Source: docs/platforms.md (createRecord with app.bsky.feed.post).
  requiresMedia: false,
  followUps: { thread: true, firstComment: "reply" },
  images: blueskyImageRules,
  video: blueskyVideoRules,
  // House style: "Bluesky without hashtag spam" (docs/platforms.md). The platform itself accepts at
  // most 8 `tags` (docs/platforms.md); we stay far below.
  maxHashtags: 2,
  hashtagPlacement: "end",
  // Links are clickable once sent as richtext facets (UTF-8 byte offsets). Source: docs/platforms.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Conversational and genuine; no hashtag spam, at most two tags at the end.",
  credentials: {
    handle: { label: "Handle", description: "Bluesky handle, e.g. brand.bsky.social", placeholder: "brand.bsky.social" },
    app_password: { label: "App password", description: "An app password (Settings → App passwords), never the account password" },
  },
  // The server (PDS) that hosts the account; bsky.social hosts most accounts.
  api: { baseUrl: "https://bsky.social", baseUrlVariable: "BLUESKY_SERVICE_URL" },
  postingLimits: blueskyPostingLimits,
  // Conversational, one tag at the end.
  compose: { layout: "flow", maxSentences: 6, maxEmoji: 1, hashtags: 1, link: "inline", themeLine: true, closer: false, question: true, visitCall: false, fillsLimit: true },
  display: blueskyDisplay,
};
