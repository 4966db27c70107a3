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
  /** A bound of its own for one type, in place of `maxBytes` (X: a GIF up to 15 MB, other images 5 MB). */
  maxBytesByType?: Partial<Record<ImageMimeType, number>>;
  /** Smallest file in bytes, where the platform refuses tiny files (Google Business Profile). */
  minBytes?: number;
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Most pixels (width × height), where the limit is on the area. */
  maxPixels?: number;
  /**
   * Bounds on the longer and the shorter side, whichever is the width: for a platform that takes
   * a portrait or a landscape image up to the same size (TikTok: 1080 × 1920 or 1920 × 1080).
   */
  maxLongSide?: number;
  maxShortSide?: number;
  /** Width divided by height, within [min, max]; `label` as the platform writes it ("4:5–1.91:1"). */
  aspectRatio?: { min: number; max: number; label: string };
  /** Whether the platform's API has a field for alt text (the publisher sends the media's). */
  altText: boolean;
  /**
   * The most images Brandcast publishes in one post of this platform (docs/platforms.md,
   * "Several images"): the platform's documented count where its publisher sends a list, 1
   * where it sends one image. Left out: 1.
   */
  maxCount?: number;
  /** What the many images become there, as errors and docs say it ("a carousel"). */
  countLabel?: string;
  /** An animated GIF goes alone (X: up to 4 photos or 1 animated GIF). */
  gifAlone?: boolean;
};

/** The most images one post of a platform with these rules carries. */
export function maxImageCount(rules: ImageRules): number {
  return rules.maxCount ?? 1;
}

export type ImageFacts = { mimeType: string; bytes: number; width: number; height: number };

const NAMES: Record<ImageMimeType, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP", "image/gif": "GIF" };
const typeName = (mimeType: string) => NAMES[mimeType as ImageMimeType] ?? mimeType;
// MB of 1,048,576 bytes and KB of 1,024, as the rules read the platforms' "5 MB" and "10 KB"; when
// the rounded figures would read the same ("5 MB, more than 5 MB"), the exact bytes are named.
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
const kilobytes = (bytes: number) => `${Math.round((bytes / 1024) * 100) / 100} KB`;
const exactBytes = (bytes: number) => `${bytes.toLocaleString("en-US")} bytes`;
function sizes(actual: number, bound: number, unit: (bytes: number) => string): [string, string] {
  return unit(actual) === unit(bound) ? [exactBytes(actual), exactBytes(bound)] : [unit(actual), unit(bound)];
}
const round = (value: number) => Math.round(value * 100) / 100;

/** 3.2 → "3.2:1", 0.5 → "1:2". */
export function aspectRatioText(width: number, height: number): string {
  const ratio = width / height;
  return ratio >= 1 ? `${round(ratio)}:1` : `1:${round(1 / ratio)}`;
}

/** The byte bound for an image of this type: its own where the platform gives one, else `maxBytes`. */
export function maxBytesOf(rules: ImageRules, mimeType: string): number | null {
  return rules.maxBytesByType?.[mimeType as ImageMimeType] ?? rules.maxBytes;
}

/** The most bytes any image the platform takes may have (how much of a hosted image to fetch), or null. */
export function largestMaxBytes(rules: ImageRules): number | null {
  if (rules.maxBytes === null) return null;
  return Math.max(rules.maxBytes, ...Object.values(rules.maxBytesByType ?? {}));
}

/** The first rule of `rules` the image breaks, in words ("aspect ratio 3.2:1 is outside 4:5–1.91:1"), or null. */
export function imageRuleProblem(rules: ImageRules, image: ImageFacts): string | null {
  if (!(rules.mimeTypes as readonly string[]).includes(image.mimeType)) {
    return `${typeName(image.mimeType)} is not accepted (only ${rules.mimeTypes.map(typeName).join(", ")})`;
  }
  const maxBytes = maxBytesOf(rules, image.mimeType);
  if (maxBytes !== null && image.bytes > maxBytes) {
    const [actual, bound] = sizes(image.bytes, maxBytes, megabytes);
    const kind = rules.maxBytesByType ? `${typeName(image.mimeType)} ` : "";
    return `the ${kind}file is ${actual}, more than ${bound}`;
  }
  if (rules.minWidth !== undefined && image.width < rules.minWidth) return `${image.width} px wide, less than ${rules.minWidth} px`;
  if (rules.minHeight !== undefined && image.height < rules.minHeight) return `${image.height} px tall, less than ${rules.minHeight} px`;
  if (rules.maxWidth !== undefined && image.width > rules.maxWidth) return `${image.width} px wide, more than ${rules.maxWidth} px`;
  if (rules.maxHeight !== undefined && image.height > rules.maxHeight) return `${image.height} px tall, more than ${rules.maxHeight} px`;
  if (rules.maxPixels !== undefined && image.width * image.height > rules.maxPixels) {
    return `${image.width} × ${image.height} px is more than ${rules.maxPixels.toLocaleString("en-US")} pixels`;
  }
  const long = Math.max(image.width, image.height);
  const short = Math.min(image.width, image.height);
  if (rules.maxLongSide !== undefined && long > rules.maxLongSide) return `the longer side is ${long} px, more than ${rules.maxLongSide} px`;
  if (rules.maxShortSide !== undefined && short > rules.maxShortSide) return `the shorter side is ${short} px, more than ${rules.maxShortSide} px`;
  const ratio = image.width / image.height;
  if (rules.aspectRatio && (ratio < rules.aspectRatio.min || ratio > rules.aspectRatio.max)) {
    return `aspect ratio ${aspectRatioText(image.width, image.height)} is outside ${rules.aspectRatio.label}`;
  }
  // Last: a file too small in bytes is nearly always too small in pixels too, the clearer reason.
  if (rules.minBytes !== undefined && image.bytes < rules.minBytes) {
    const [actual, bound] = sizes(image.bytes, rules.minBytes, kilobytes);
    return `the file is ${actual}, less than ${bound}`;
  }
  return null;
}
