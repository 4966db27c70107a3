import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { publishFacebookMultiPhoto } from "@/lib/platforms/facebook/multi-photo";
import { publishFacebookPageVideo } from "@/lib/platforms/facebook/page-video";
import { facebook } from "@/lib/platforms/facebook/platform";
import { videoWaitOptions, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { firstUrl } from "@/lib/platforms/publisher-kit/first-url";
import { graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";

/**
 * Graph API `POST /{page-id}/feed` {message, link} with a Page access token (docs/platforms.md).
 * The first URL of the text goes in `link` too, which is how Facebook builds the link preview.
 * With an image, a Page photo instead: `POST /{page-id}/photos` {url, message}, whose answer's
 * `post_id` is the feed post (docs/platforms.md, "Images"); Facebook fetches the URL itself.
 * Several images go out as one multi-photo post (multi-photo.ts), a video as a Page video
 * (page-video.ts; `wait` bounds its processing checks, tests pass a sleep that does not wait).
 * A first comment is `POST /{post-id}/comments` {message}.
 */
export function createFacebookPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  const videoWait = videoWaitOptions(wait);
  return {
    platform: "facebook",
    requiredCredentials: credentialFieldNames(facebook.credentials),
    async publish(request, options) {
      const { baseUrl, timeoutMs } = options;
      const { page_id, page_access_token } = requireCredentials("facebook", request.credentials, [
        "page_id",
        "page_access_token",
      ]);
      if (request.video) {
        return publishFacebookPageVideo({ pageId: page_id, pageAccessToken: page_access_token, description: request.text, video: request.video, wait: videoWait }, options);
      }
      if (request.images && request.images.length > 1) {
        return publishFacebookMultiPhoto({ pageId: page_id, pageAccessToken: page_access_token, message: request.text, items: request.images }, options);
      }
      const pageUrl = `${baseUrl}/${encodeURIComponent(page_id)}`;
      if (request.imageUrl) {
        const photo = await graphPost("facebook", `${pageUrl}/photos`, { url: request.imageUrl, message: request.text }, page_access_token, { timeoutMs, repeatable: false });
        const postId = readId(photo, "post_id");
        if (!postId) throw missingPostIdError("facebook");
        return { platformPostId: postId, permalink: `https://www.facebook.com/${postId}` };
      }
      const params: Record<string, string> = { message: request.text };
      const link = firstUrl(request.text);
      if (link) params.link = link;
      const body = await graphPost("facebook", `${pageUrl}/feed`, params, page_access_token, {
        timeoutMs,
        repeatable: false,
      });
      // The id is "{page-id}_{post-id}", which facebook.com resolves as a permalink.
      const id = readId(body, "id");
      if (!id) throw missingPostIdError("facebook");
      return { platformPostId: id, permalink: `https://www.facebook.com/${id}` };
    },
    // The first comment: `POST /{post-id}/comments` {message} on the Page post, as the Page.
    async followUp(request, { baseUrl, timeoutMs }) {
      const { page_access_token } = requireCredentials("facebook", request.credentials, ["page_access_token"]);
      const body = await graphPost("facebook", `${baseUrl}/${encodeURIComponent(request.root.id)}/comments`, { message: request.text }, page_access_token, { timeoutMs, repeatable: false });
      const id = readId(body, "id");
      if (!id) throw missingPostIdError("facebook");
      // The answer has no link of its own for a comment.
      return { platformPostId: id, permalink: null };
    },
  };
}

export const facebookPublisher = createFacebookPublisher();
