import type { ImageRules } from "@/lib/platforms/image-rules";

// The Content Publishing API's image container: JPEG only, at most 8 MB, aspect ratio 4:5 to
// 1.91:1 (a width outside 320–1440 px is rescaled, not refused); `alt_text` on the container.
// Source: docs/platforms.md, "Images".
export const instagramImageRules: ImageRules = {
  mimeTypes: ["image/jpeg"],
  maxBytes: 8 * 1024 * 1024,
  aspectRatio: { min: 4 / 5, max: 1.91, label: "4:5–1.91:1" },
  altText: true,
};
