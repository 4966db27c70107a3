import { mediaStore } from "@/lib/media/media-store-for-env";
import { ownMediaOfUrl, ownMediaOfUrls, type OwnMedia } from "@/lib/media/own-media-of-url";
import type { PlatformId } from "@/lib/platforms/ids";
import type { PublishImage, PublishMediaItem } from "@/lib/platforms/publisher-kit/types";
import { mediaForPlatform } from "@/lib/publishing/platform-media";
import { imageUrlForPlatform, type Versions } from "@/lib/publishing/post-versions";
import { readUploadBytes } from "@/lib/publishing/upload-bytes-cache";
import { videoForPublishing } from "@/lib/publishing/video-for-publishing";

/**
 * The post's image as the platforms that take a file need it, when `imageUrl` is one of the
 * workspace's uploads: read from the media store, never fetched back over HTTP. Null otherwise.
 */
export async function imageForPublishing(workspaceId: string, imageUrl: string | null): Promise<PublishImage | null> {
  if (imageUrl === null) return null;
  return fileOf(await ownMediaOfUrl(workspaceId, imageUrl));
}

/** An upload's bytes and facts; null for no upload, and for a video, which is never read whole (videoForPublishing). */
async function fileOf(media: OwnMedia | null): Promise<PublishImage | null> {
  if (!media || media.kind === "video") return null;
  const bytes = await readUploadBytes(media.storageKey, media.contentSha256, () => mediaStore().read(media.storageKey));
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

/**
 * Every image `platform` publishes for `post` (lib/publishing/platform-media.ts), each with its
 * file when it is an upload and the alt text the post gives it (else the upload's own): the
 * first as `imageUrl`/`image`, as every publisher reads it, and all of them as `images` when
 * there are several (the publishers that send a list: X, Bluesky, Instagram).
 */
export async function platformMediaForPublishing(post: { workspaceId: string; imageUrl: string | null; media?: unknown; versions: Versions }, platform: PlatformId) {
  const list = mediaForPlatform(post, platform);
  if (list.length > 1) lookUpAllOfPost(post, list.map((item) => item.url));
  // A video goes alone (each platform's mixing rule is checked before scheduling, docs/video.md).
  const own = list[0] ? await lookupOfPost(post, list[0].url) : null;
  if (own?.kind === "video") {
    const video = videoForPublishing(own, list[0].url, list[0].alt_text ?? own.altText);
    return { imageUrl: null, image: null, images: undefined, video };
  }
  const items = await Promise.all(
    list.map(async (item): Promise<PublishMediaItem> => {
      const image = await fileOfPost(post, item.url);
      const altText = item.alt_text ?? image?.altText ?? null;
      return { imageUrl: item.url, image: image && { ...image, altText }, altText };
    }),
  );
  const [first] = items;
  return { imageUrl: first?.imageUrl ?? null, image: first?.image ?? null, ...(items.length > 1 ? { images: items } : {}) };
}

// The uploads of one post, looked up and read once for all of its platforms (a post with one image
// to X, LinkedIn and Facebook was three lookups and three reads; the video check looks up the
// first item once more for every platform). Keyed by the post object its runner holds, so they go
// with it; a failed lookup or read is forgotten, so that a retry does it again.
const lookupsByPost = new WeakMap<object, Map<string, Promise<OwnMedia | null>>>();
const filesByPost = new WeakMap<object, Map<string, Promise<PublishImage | null>>>();

function onceForPost<T>(cache: WeakMap<object, Map<string, Promise<T>>>, post: object, url: string, make: () => Promise<T>): Promise<T> {
  let byUrl = cache.get(post);
  if (!byUrl) cache.set(post, (byUrl = new Map()));
  let value = byUrl.get(url);
  if (!value) {
    value = make();
    byUrl.set(url, value);
    value.catch(() => byUrl.delete(url));
  }
  return value;
}

const lookupOfPost = (post: { workspaceId: string }, url: string) => onceForPost(lookupsByPost, post, url, () => ownMediaOfUrl(post.workspaceId, url));
const fileOfPost = (post: { workspaceId: string }, url: string) => onceForPost(filesByPost, post, url, async () => fileOf(await lookupOfPost(post, url)));

/** Looks up, in one query, every URL of the list this post has not looked up yet (a carousel's images). */
function lookUpAllOfPost(post: { workspaceId: string }, urls: string[]): void {
  let byUrl = lookupsByPost.get(post);
  if (!byUrl) lookupsByPost.set(post, (byUrl = new Map()));
  const missing = [...new Set(urls)].filter((url) => !byUrl.has(url));
  if (missing.length < 2) return;
  const all = ownMediaOfUrls(post.workspaceId, missing);
  for (const url of missing) {
    const one = all.then((found) => found.get(url) ?? null);
    byUrl.set(url, one);
    one.catch(() => byUrl.delete(url));
  }
}
