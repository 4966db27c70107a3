import type { ImageRules } from "@/lib/platforms/image-rules";

// What the publisher's upload takes: the one-shot `POST /2/media/upload` with
// media_category=tweet_image (upload-media.ts). Checked against docs.x.com in November 2026.
export const xImageRules: ImageRules = {
  // The one-shot upload's `media_type` lists JPEG, PNG, WebP (also BMP, TIFF, which uploads are
  // not); GIF is only taken by the chunked upload as tweet_gif, which this publisher does not use.
  // Source: https://docs.x.com/x-api/media/upload-media
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
  // Images up to 5 MB through the API (GIF 15 MB, not sent here); MB read as 1,048,576 bytes.
  // Source: https://docs.x.com/x-api/media (Media types & size restrictions)
  maxBytes: 5 * 1024 * 1024,
  // No side or aspect-ratio bound is documented for a Post's image (the timeline crops). A Post
  // takes up to 4 photos; Brandcast sends one.
  // Source: https://docs.x.com/x-api/media/quickstart/best-practices
  // Alt text: `POST /2/media/metadata`, up to 1,000 characters.
  altText: true,
};
