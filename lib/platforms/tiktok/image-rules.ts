import type { ImageRules } from "@/lib/platforms/image-rules";

// A photo post (`POST /v2/post/publish/content/init/`, PULL_FROM_URL), which TikTok fetches.
// Source for every rule below ("Image restrictions"):
// https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide
export const tiktokImageRules: ImageRules = {
  // WebP and JPEG.
  mimeTypes: ["image/jpeg", "image/webp"],
  // 20 MB per image; MB read as 1,048,576 bytes.
  maxBytes: 20 * 1024 * 1024,
  // At most 1080p, portrait or landscape: 1080 × 1920 or 1920 × 1080.
  maxLongSide: 1920,
  maxShortSide: 1080,
  // No alt text field.
  altText: false,
  // A photo post: up to 35 URLs in `source_info.photo_images`, each with the rules above.
  // Source ("Source Info Object"): https://developers.tiktok.com/doc/content-posting-api-reference-photo-post
  maxCount: 35,
  countLabel: "a photo post",
};
