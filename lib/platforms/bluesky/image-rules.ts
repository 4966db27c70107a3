import type { ImageRules } from "@/lib/platforms/image-rules";

// app.bsky.embed.images: an image blob of at most 1,000,000 bytes (the lexicon's maxSize), any
// image/* the app renders (JPEG, PNG, WebP, GIF as a still); `alt` and `aspectRatio` beside it.
// Source: docs/platforms.md, "Images".
export const blueskyImageRules: ImageRules = {
  mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  maxBytes: 1_000_000,
  altText: true,
};
