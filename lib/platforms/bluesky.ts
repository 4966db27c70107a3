import { countGraphemes } from "./graphemes";
import type { PlatformRule } from "./platform-rule";

export const bluesky: PlatformRule = {
  id: "bluesky",
  label: "Bluesky",
  // 300 graphemes, counted with Intl.Segmenter granularity "grapheme" (so 👨‍👩‍👧‍👦 is 1).
  // Source: PLATFORMS.md, row `bluesky` (Bluesky docs / app.bsky.feed.post lexicon).
  limit: 300,
  countUnit: "graphemes",
  count: countGraphemes,
  // Text-only posts are allowed. Source: PLATFORMS.md (createRecord with app.bsky.feed.post).
  requiresMedia: false,
  // House style: "Bluesky without hashtag spam" (PLATFORMS.md). The platform itself accepts at
  // most 8 `tags` (PLATFORMS.md); we stay far below.
  maxHashtags: 2,
  hashtagPlacement: "end",
  // Links are clickable once sent as richtext facets (UTF-8 byte offsets). Source: PLATFORMS.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Conversational and genuine; no hashtag spam, at most two tags at the end.",
};
