import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { containerWaitOptions, videoWaitOptions, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { publishGraphCarousel } from "@/lib/platforms/publisher-kit/graph-carousel";
import { publishGraphContainer } from "@/lib/platforms/publisher-kit/graph-container";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { threads } from "@/lib/platforms/threads/platform";
import { publishThreadsVideo } from "@/lib/platforms/threads/video-post";

/**
 * Threads API (docs/platforms.md): `POST /{threads-user-id}/threads` {media_type, text, image_url?}
 * creates a container, `POST /{threads-user-id}/threads_publish` {creation_id} publishes it
 * (lib/platforms/publisher-kit/graph-container.ts). An image container is checked until FINISHED
 * first (Threads fetches the image asynchronously); a text container is ready at once. Several
 * images go out as a carousel (publisher-kit/graph-carousel.ts: IMAGE item containers with
 * `is_carousel_item=true`, then a CAROUSEL container with `children` and `text`); a video is a
 * VIDEO container (video-post.ts). A reply
 * (a thread's part, a first comment) is a text container with `reply_to_id`.
 */
export function createThreadsPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  const waitOptions = containerWaitOptions(wait);
  const videoWait = videoWaitOptions(wait);
  return {
    platform: "threads",
    requiredCredentials: credentialFieldNames(threads.credentials),
    async publish(request, options) {
      const { threads_user_id, access_token } = requireCredentials("threads", request.credentials, [
        "threads_user_id",
        "access_token",
      ]);
      if (request.video) {
        return publishThreadsVideo({ userId: threads_user_id, accessToken: access_token, text: request.text, video: request.video, wait: videoWait }, options);
      }
      if (request.images && request.images.length > 1) {
        const carousel = {
          platform: "threads" as const,
          userId: threads_user_id,
          accessToken: access_token,
          edge: "threads",
          text: { param: "text", value: request.text },
          itemParams: { media_type: "IMAGE" },
          items: request.images,
          statusFields: { status: "status", detail: "error_message" },
          wait: waitOptions,
        };
        return publishGraphCarousel(carousel, options);
      }
      const params: Record<string, string> = request.imageUrl
        ? { media_type: "IMAGE", text: request.text, image_url: request.imageUrl, ...(request.image?.altText ? { alt_text: request.image.altText } : {}) }
        : { media_type: "TEXT", text: request.text };
      return publishGraphContainer(
        {
          platform: "threads",
          userId: threads_user_id,
          accessToken: access_token,
          edge: "threads",
          params,
          statusFields: request.imageUrl ? { status: "status", detail: "error_message" } : null,
          wait: waitOptions,
        },
        options,
      );
    },
    // A thread's part or a first comment: a text container that replies to the media before it
    // (`reply_to_id`), published as any container.
    async followUp(request, options) {
      const { threads_user_id, access_token } = requireCredentials("threads", request.credentials, ["threads_user_id", "access_token"]);
      return publishGraphContainer(
        {
          platform: "threads",
          userId: threads_user_id,
          accessToken: access_token,
          edge: "threads",
          params: { media_type: "TEXT", text: request.text, reply_to_id: request.parent.id },
          statusFields: null,
          wait: waitOptions,
        },
        options,
      );
    },
  };
}

export const threadsPublisher = createThreadsPublisher();
