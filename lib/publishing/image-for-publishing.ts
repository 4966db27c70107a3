import { mediaStore } from "@/lib/media/media-store-for-env";
import { ownMediaOfUrl } from "@/lib/media/own-media-of-url";
import type { PlatformId } from "@/lib/platforms/ids";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { imageUrlForPlatform, type Versions } from "@/lib/publishing/post-versions";

/**
 * The post's image as the platforms that take a file need it, when `imageUrl` is one of the
 * workspace's uploads: read from the media store, never fetched back over HTTP. Null otherwise.
 */
export async function imageForPublishing(workspaceId: string, imageUrl: string | null): Promise<PublishImage | null> {
  if (imageUrl === null) return null;
  const media = await ownMediaOfUrl(workspaceId, imageUrl);
  if (!media) return null;
  const bytes = await mediaStore().read(media.storageKey);
  if (!bytes) return null;
  return { bytes, mimeType: media.mimeType, width: media.width, height: media.height, altText: media.altText };
}

/**
 * The image `platform` publishes for `post` (its version's choice, or else the post's image_url;
 * lib/publishing/post-versions.ts): its URL, and the file when it is one of the workspace's uploads.
 */
export async function platformImageForPublishing(post: { workspaceId: string; imageUrl: string | null; versions: Versions }, platform: PlatformId) {
  const imageUrl = imageUrlForPlatform(post, platform);
  return { imageUrl, image: await imageForPublishing(post.workspaceId, imageUrl) };
}
