import type { ImageRules } from "@/lib/platforms/image-rules";

// An image of app.bsky.embed.images, uploaded by com.atproto.repo.uploadBlob.
// Source: https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/embed/images.json
// (the same lexicon @atproto/api 0.19 bundles).
export const blueskyImageRules: ImageRules = {
  // The blob accepts any image/*; these are the four the app renders (a GIF as a still).
  mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  // The lexicon's `maxSize`: 2,000,000 bytes (it was 1,000,000 before the lexicon raised it).
  maxBytes: 2_000_000,
  // No side or aspect bound; `aspectRatio` is sent beside the image. The lexicon's `images`
  // array has `maxLength: 4`: up to 4 images per post.
  // `alt` is required (may be empty).
  altText: true,
  maxCount: 4,
};
