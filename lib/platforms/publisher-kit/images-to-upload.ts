import { imageToUpload } from "@/lib/platforms/publisher-kit/image-to-upload";
import type { PublishImage, PublishRequest } from "@/lib/platforms/publisher-kit/types";

/** The images the request carries, in order: its list when it has several, else its one image (or none). */
export function requestImageCount(request: PublishRequest): number {
  if (request.images && request.images.length > 1) return request.images.length;
  return request.image || request.imageUrl ? 1 : 0;
}

/**
 * Every image a platform that takes the files itself (X, Bluesky) uploads, in order: each one
 * as imageToUpload gives it (the upload read from the store, or the URL fetched and checked
 * against the platform's rules), with the alt text the post gives it where it gives one.
 * One after the other: the fetches are bounded by the publish's timeout each, and at most four.
 */
export async function imagesToUpload(request: PublishRequest, options: { timeoutMs: number }): Promise<PublishImage[]> {
  if (!request.images || request.images.length < 2) {
    const one = await imageToUpload(request, options);
    return one ? [one] : [];
  }
  const images: PublishImage[] = [];
  for (const item of request.images) {
    const image = await imageToUpload({ ...request, imageUrl: item.imageUrl, image: item.image }, options);
    if (image) images.push(item.altText === null ? image : { ...image, altText: item.altText });
  }
  return images;
}
