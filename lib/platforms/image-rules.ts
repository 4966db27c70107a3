/** The image types a platform may accept; uploads are one of these four (lib/media/). */
export type ImageMimeType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

/**
 * What a platform takes as a post's image (docs/platforms.md, "Images"). Only limits the
 * platform refuses over are here: a width it merely rescales (Instagram's 320–1440 px) is not.
 */
export type ImageRules = {
  mimeTypes: readonly ImageMimeType[];
  /** Largest file in bytes; null where the platform documents none. */
  maxBytes: number | null;
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Most pixels (width × height), where the limit is on the area. */
  maxPixels?: number;
  /** Width divided by height, within [min, max]; `label` as the platform writes it ("4:5–1.91:1"). */
  aspectRatio?: { min: number; max: number; label: string };
  /** Whether the platform's API has a field for alt text (the publisher sends the media's). */
  altText: boolean;
};

export type ImageFacts = { mimeType: string; bytes: number; width: number; height: number };

const NAMES: Record<ImageMimeType, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP", "image/gif": "GIF" };
const typeName = (mimeType: string) => NAMES[mimeType as ImageMimeType] ?? mimeType;
const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 100) / 100} MB`;
const round = (value: number) => Math.round(value * 100) / 100;

/** 3.2 → "3.2:1", 0.5 → "1:2". */
export function aspectRatioText(width: number, height: number): string {
  const ratio = width / height;
  return ratio >= 1 ? `${round(ratio)}:1` : `1:${round(1 / ratio)}`;
}

/** The first rule of `rules` the image breaks, in words ("aspect ratio 3.2:1 is outside 4:5–1.91:1"), or null. */
export function imageRuleProblem(rules: ImageRules, image: ImageFacts): string | null {
  if (!(rules.mimeTypes as readonly string[]).includes(image.mimeType)) {
    return `${typeName(image.mimeType)} is not accepted (only ${rules.mimeTypes.map(typeName).join(", ")})`;
  }
  if (rules.maxBytes !== null && image.bytes > rules.maxBytes) return `the file is ${megabytes(image.bytes)}, more than ${megabytes(rules.maxBytes)}`;
  if (rules.minWidth !== undefined && image.width < rules.minWidth) return `${image.width} px wide, less than ${rules.minWidth} px`;
  if (rules.minHeight !== undefined && image.height < rules.minHeight) return `${image.height} px tall, less than ${rules.minHeight} px`;
  if (rules.maxWidth !== undefined && image.width > rules.maxWidth) return `${image.width} px wide, more than ${rules.maxWidth} px`;
  if (rules.maxHeight !== undefined && image.height > rules.maxHeight) return `${image.height} px tall, more than ${rules.maxHeight} px`;
  if (rules.maxPixels !== undefined && image.width * image.height > rules.maxPixels) {
    return `${image.width} × ${image.height} px is more than ${rules.maxPixels.toLocaleString("en-US")} pixels`;
  }
  const ratio = image.width / image.height;
  if (rules.aspectRatio && (ratio < rules.aspectRatio.min || ratio > rules.aspectRatio.max)) {
    return `aspect ratio ${aspectRatioText(image.width, image.height)} is outside ${rules.aspectRatio.label}`;
  }
  return null;
}
