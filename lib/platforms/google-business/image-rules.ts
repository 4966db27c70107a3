import type { ImageRules } from "@/lib/platforms/image-rules";

// A Business Profile post's photo: JPG or PNG, 10 KB to 5 MB, at least 250 × 250 px; no alt text
// field. Source: docs/platforms.md, "Images".
export const googleBusinessImageRules: ImageRules = {
  mimeTypes: ["image/jpeg", "image/png"],
  maxBytes: 5 * 1024 * 1024,
  minWidth: 250,
  minHeight: 250,
  altText: false,
};
