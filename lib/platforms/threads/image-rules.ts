import type { ImageRules } from "@/lib/platforms/image-rules";

// An image container (`POST /{threads-user-id}/threads`, media_type=IMAGE with `image_url`),
// which Threads fetches. Source for every rule below ("Image specifications"):
// https://developers.facebook.com/docs/threads/overview#image-specifications
export const threadsImageRules: ImageRules = {
  // JPEG and PNG are the supported types.
  mimeTypes: ["image/jpeg", "image/png"],
  // 8 MB at most; MB read as 1,048,576 bytes.
  maxBytes: 8 * 1024 * 1024,
  // An aspect ratio limit of 10:1 either way. A width under 320 or over 1440 px is rescaled.
  aspectRatio: { min: 1 / 10, max: 10, label: "1:10–10:1" },
  // `alt_text` on the container.
  altText: true,
  // A carousel: 2 to 20 IMAGE item containers (`is_carousel_item=true`, each image with the rules
  // above) as the `children` of one CAROUSEL container. Source ("Carousel posts", "Limitations"):
  // https://developers.facebook.com/documentation/threads/posts
  maxCount: 20,
  countLabel: "a carousel",
};
