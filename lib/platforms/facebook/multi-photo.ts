import { graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { beforeThePublishingRequest, missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishMediaItem, PublishOptions, PublishSuccess } from "@/lib/platforms/publisher-kit/types";

export type FacebookMultiPhoto = {
  pageId: string;
  pageAccessToken: string;
  message: string;
  /** 2 or more images in order, at most `maxCount` (lib/platforms/facebook/image-rules.ts). */
  items: PublishMediaItem[];
};

/**
 * A multi-photo Page post (docs/platforms.md, "Several images"): each photo uploaded unpublished
 * (`POST /{page-id}/photos` {url, published=false}), which Facebook fetches and never shows on its
 * own, then one `POST /{page-id}/feed` {message, attached_media[i]={"media_fbid": id}} in order.
 * The uploads are repeatable: a failure before the feed post leaves nothing on the Page, and a
 * retry uploads afresh. Only the feed post publishes, so only its lost answer is an unknown outcome.
 */
export async function publishFacebookMultiPhoto(post: FacebookMultiPhoto, { baseUrl, timeoutMs }: PublishOptions): Promise<PublishSuccess> {
  const pageUrl = `${baseUrl}/${encodeURIComponent(post.pageId)}`;
  // The unpublished photos come before the feed post, the only request Facebook counts as a
  // post: a failed upload gives the attempt's posting slot back.
  const photoIds = await beforeThePublishingRequest(async () => {
    const ids: string[] = [];
    for (const item of post.items) {
      const uploaded = await graphPost("facebook", `${pageUrl}/photos`, { url: item.imageUrl, published: "false" }, post.pageAccessToken, { timeoutMs, repeatable: true });
      const id = readId(uploaded, "id");
      if (!id) throw missingPostIdError("facebook");
      ids.push(id);
    }
    return ids;
  });
  const params: Record<string, string> = { message: post.message };
  photoIds.forEach((id, index) => {
    params[`attached_media[${index}]`] = JSON.stringify({ media_fbid: id });
  });
  const body = await graphPost("facebook", `${pageUrl}/feed`, params, post.pageAccessToken, { timeoutMs, repeatable: false });
  // The id is "{page-id}_{post-id}", which facebook.com resolves as a permalink.
  const id = readId(body, "id");
  if (!id) throw missingPostIdError("facebook");
  return { platformPostId: id, permalink: `https://www.facebook.com/${id}` };
}
