import type { ImageRules } from "@/lib/platforms/image-rules";

// A Page photo (`POST /{page-id}/photos` with `url`), which Facebook fetches itself.
// Source for every rule below: https://developers.facebook.com/docs/graph-api/photo-uploads
export const facebookImageRules: ImageRules = {
  // JPEG, BMP, PNG, GIF, TIFF are supported; uploads are never BMP or TIFF.
  mimeTypes: ["image/jpeg", "image/png", "image/gif"],
  // Meta recommends photos under 4 MB (and PNGs under 1 MB, which may otherwise look pixelated)
  // and states no harder bound; 4 MB is kept as the only number Meta gives. MB read as 1,048,576.
  maxBytes: 4 * 1024 * 1024,
  // No side or aspect bound (Facebook resizes); a Page photo has no alt text field.
  altText: false,
  // A multi-photo Page post: each photo uploaded with `published=false`, then one feed post with
  // `attached_media`. Source (flow): https://developers.facebook.com/docs/graph-api/photo-uploads
  // Meta's pages name no most photos for it; 10 is Brandcast's own bound (docs/platforms.md).
  maxCount: 10,
  countLabel: "a multi-photo post",
};
