/** An image a platform pulled from the URL it was given (Facebook, Instagram, Threads, Google, TikTok). */
export type FetchedImage = { url: string; status: number; contentType: string; bytes: Buffer };

/**
 * Fetches `url` as the platform's own crawler would (a plain GET, no credentials); never throws,
 * a failure is a status of 0 so the platform can answer with its own error.
 */
export async function fetchImage(url: string): Promise<FetchedImage> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { url, status: response.status, contentType: response.headers.get("content-type") ?? "", bytes };
  } catch {
    return { url, status: 0, contentType: "", bytes: Buffer.alloc(0) };
  }
}

/** True when the platform could read an image of one of `types` there. */
export function isImageOf(image: FetchedImage, types: readonly string[]): boolean {
  return image.status === 200 && image.bytes.length > 0 && types.some((type) => image.contentType.startsWith(type));
}
