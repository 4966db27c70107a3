import type { ImageRules } from "@/lib/platforms/image-rules";

// A Threads image container: JPEG or PNG, at most 8 MB, aspect ratio within 1:10 to 10:1 (a width
// outside 320–1440 px is rescaled); `alt_text` on the container. Source: docs/platforms.md, "Images".
export const threadsImageRules: ImageRules = {
  mimeTypes: ["image/jpeg", "image/png"],
  maxBytes: 8 * 1024 * 1024,
  aspectRatio: { min: 1 / 10, max: 10, label: "1:10–10:1" },
  altText: true,
};
