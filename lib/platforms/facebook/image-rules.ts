import type { ImageRules } from "@/lib/platforms/image-rules";

// A Page photo (POST /{page-id}/photos): JPEG, PNG, GIF (also BMP, TIFF, which uploads are not),
// at most 4 MB. The Graph API has no alt text field for a Page photo. Source: docs/platforms.md, "Images".
export const facebookImageRules: ImageRules = {
  mimeTypes: ["image/jpeg", "image/png", "image/gif"],
  maxBytes: 4 * 1024 * 1024,
  altText: false,
};
