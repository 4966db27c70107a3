import { mediaStore } from "@/lib/media/media-store-for-env";
import { ownMediaOfUrl } from "@/lib/media/own-media-of-url";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";

/**
 * The post's image as the platforms that take a file need it, when `imageUrl` is one of the
 * user's uploads: read from the media store, never fetched back over HTTP. Null otherwise.
 */
export async function imageForPublishing(userId: string, imageUrl: string | null): Promise<PublishImage | null> {
  if (imageUrl === null) return null;
  const media = await ownMediaOfUrl(userId, imageUrl);
  if (!media) return null;
  const bytes = await mediaStore().read(media.storageKey);
  if (!bytes) return null;
  return { bytes, mimeType: media.mimeType, width: media.width, height: media.height, altText: media.altText };
}
