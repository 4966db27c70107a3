import type { ImageRules } from "@/lib/platforms/image-rules";

// LinkedIn's Images API: JPG, GIF, PNG, at most 36,152,320 pixels; no byte limit documented;
// `altText` on the post's media. Source: docs/platforms.md, "Images".
export const linkedinImageRules: ImageRules = {
  mimeTypes: ["image/jpeg", "image/png", "image/gif"],
  maxBytes: null,
  maxPixels: 36_152_320,
  altText: true,
};
