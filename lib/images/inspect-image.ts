import sharp from "sharp";
import { IMAGE_FORMATS, type MediaMimeType } from "@/lib/images/image-formats";

export type ImageFacts = { mimeType: MediaMimeType; extension: string; width: number; height: number };

/**
 * Far above the largest image any platform takes, yet a bound on what
 * decoding may cost: a 100-byte PNG can claim 65,535 × 65,535 pixels.
 */
const MAX_PIXELS = 64 * 1024 * 1024;

export type InspectResult = { ok: true; image: ImageFacts } | { ok: false; problem: string };

/**
 * What the bytes are, judged by decoding them, never by a file name or a declared type: one of
 * the four accepted formats, its pixel size. The whole image is decoded (sharp's stats), so a
 * file whose header is right but whose data is broken is refused too.
 */
export async function inspectImage(bytes: Uint8Array): Promise<InspectResult> {
  let format: string | undefined;
  let width: number | undefined;
  let height: number | undefined;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    ({ format, width, height } = await image.metadata());
    if (format && IMAGE_FORMATS[format]) await image.stats();
  } catch (error) {
    const reason = error instanceof Error && /pixel limit/i.test(error.message) ? `more than ${MAX_PIXELS} pixels` : "not a readable image";
    return { ok: false, problem: `${reason} (accepted: JPEG, PNG, WebP, GIF)` };
  }
  const known = format ? IMAGE_FORMATS[format] : undefined;
  if (!known) return { ok: false, problem: `a ${format ?? "unknown"} image; accepted: JPEG, PNG, WebP, GIF` };
  if (!width || !height) return { ok: false, problem: "an image without a size" };
  return { ok: true, image: { ...known, width, height } };
}
