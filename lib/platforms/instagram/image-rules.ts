import type { ImageRules } from "@/lib/platforms/image-rules";

// An image container (`POST /{ig-user-id}/media` with `image_url`), which Instagram fetches.
// Source for every rule below ("Image Specifications"):
// https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media
export const instagramImageRules: ImageRules = {
  // JPEG only.
  mimeTypes: ["image/jpeg"],
  // 8 MB at most; MB read as 1,048,576 bytes.
  maxBytes: 8 * 1024 * 1024,
  // Width divided by height from 4:5 to 1.91:1. A width under 320 or over 1440 px is rescaled,
  // not refused, so it is no rule here.
  aspectRatio: { min: 4 / 5, max: 1.91, label: "4:5–1.91:1" },
  // `alt_text` on the container.
  altText: true,
  // A carousel: up to 10 item containers (`is_carousel_item=true`, each image JPEG with the rules
  // above) as the `children` of one CAROUSEL container. Source ("Carousel posts", "Limitations"):
  // https://developers.facebook.com/docs/instagram-platform/content-publishing/
  maxCount: 10,
  countLabel: "a carousel",
};
