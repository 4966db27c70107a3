import type { ImageRules } from "@/lib/platforms/image-rules";

// LinkedIn's Images API (`POST /rest/images?action=initializeUpload`, then a PUT of the bytes).
// Source for every rule below: https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api
export const linkedinImageRules: ImageRules = {
  // JPG, GIF (up to 250 frames) and PNG.
  mimeTypes: ["image/jpeg", "image/png", "image/gif"],
  // The Images API states no byte limit.
  maxBytes: null,
  // The pixel count (width × height) must stay under 36,152,320, so 36,152,319 is the most.
  maxPixels: 36_152_319,
  // `content.media.altText` on the post (Posts API).
  altText: true,
  // A multi-image post: 2 to 20 images uploaded through the Images API, then the post's
  // `content.multiImage.images` [{id, altText}]. Source:
  // https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api
  maxCount: 20,
  countLabel: "a multi-image post",
};
