import type { ImageRules } from "@/lib/platforms/image-rules";

// X's media upload: JPEG, PNG, WebP, GIF; an image at most 5 MB (an animated GIF 15 MB; kept at
// 5 here), no aspect limit (the timeline crops). Alt text: `POST /2/media/metadata`, 1,000
// characters. Source: docs/platforms.md, "Images".
export const xImageRules: ImageRules = {
  mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  maxBytes: 5 * 1024 * 1024,
  altText: true,
};
