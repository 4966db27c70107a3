/** The largest image an upload may carry (docs/api-decisions.md, "Media"): every platform's own bound is below it or close. */
export const MAX_MEDIA_BYTES = 8 * 1024 * 1024;

export const MEDIA_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

/** The formats an upload may be, by the name sharp's decoder gives them: their MIME type and file extension. */
export const IMAGE_FORMATS: Record<string, { mimeType: MediaMimeType; extension: string }> = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
  gif: { mimeType: "image/gif", extension: "gif" },
};

const BY_EXTENSION = new Map(Object.values(IMAGE_FORMATS).map((format) => [format.extension, format.mimeType]));

/** The MIME type a stored file's extension stands for, or null (the file route serves only these). */
export const mimeTypeOfExtension = (extension: string): MediaMimeType | null => BY_EXTENSION.get(extension.toLowerCase()) ?? null;

export const extensionOf = (mimeType: string): string => Object.values(IMAGE_FORMATS).find((format) => format.mimeType === mimeType)?.extension ?? "bin";
