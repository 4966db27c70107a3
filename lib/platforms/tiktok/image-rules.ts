import type { ImageRules } from "@/lib/platforms/image-rules";

// A TikTok photo post (Content Posting API): JPEG or WebP, at most 20 MB, at most 1080 × 1920 px;
// no alt text field. Source: docs/platforms.md, "Images".
export const tiktokImageRules: ImageRules = {
  mimeTypes: ["image/jpeg", "image/webp"],
  maxBytes: 20 * 1024 * 1024,
  maxWidth: 1080,
  maxHeight: 1920,
  altText: false,
};
