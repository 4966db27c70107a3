import type { ImageRules } from "@/lib/platforms/image-rules";

// A local post's photo (`media[].sourceUrl`), which Google fetches. Business Profile's photo
// guidelines. Source for every rule below: https://support.google.com/business/answer/6123536
export const googleBusinessImageRules: ImageRules = {
  // JPG or PNG.
  mimeTypes: ["image/jpeg", "image/png"],
  // Between 10 KB and 5 MB, read as 10 × 1,024 and 5 × 1,048,576 bytes.
  maxBytes: 5 * 1024 * 1024,
  minBytes: 10 * 1024,
  // At least 250 × 250 px (720 × 720 recommended).
  minWidth: 250,
  minHeight: 250,
  // A local post has no alt text field.
  altText: false,
};
