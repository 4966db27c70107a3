import type { ImageRules } from "@/lib/platforms/image-rules";

// What the publisher's two upload paths take (upload-media.ts): JPEG, PNG and WebP through the
// one-shot `POST /2/media/upload` (media_category tweet_image), a GIF through the chunked upload
// (`/2/media/upload/initialize` … `/finalize`, media_category tweet_gif, chunked-upload.ts).
// Checked against docs.x.com in November 2026.
export const xImageRules: ImageRules = {
  // The one-shot upload's `media_type` lists JPEG, PNG, WebP (also BMP, TIFF, which uploads are
  // not); the chunked upload takes image/gif as well, which X plays as an animated GIF.
  // Sources: https://docs.x.com/x-api/media/upload-media, https://docs.x.com/x-api/media/initialize-media-upload
  mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  // Through the API an image may have 5 MB and a GIF 15 MB; MB read as 1,048,576 bytes.
  // Source: https://docs.x.com/x-api/media (Media types & size restrictions)
  maxBytes: 5 * 1024 * 1024,
  maxBytesByType: { "image/gif": 15 * 1024 * 1024 },
  // No side or aspect-ratio bound is documented for a Post's image (the timeline crops). A Post
  // takes up to 4 photos or 1 animated GIF, attached as `media.media_ids` of POST /2/tweets.
  // Source: https://docs.x.com/x-api/media/quickstart/best-practices
  // Alt text: `POST /2/media/metadata`, up to 1,000 characters.
  altText: true,
  maxCount: 4,
  gifAlone: true,
};
