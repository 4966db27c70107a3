import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { publishInstagramCarousel } from "@/lib/platforms/instagram/carousel";
import { instagram } from "@/lib/platforms/instagram/platform";
import { publishInstagramReel } from "@/lib/platforms/instagram/reel";
import { containerWaitOptions, videoWaitOptions, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { publishGraphContainer } from "@/lib/platforms/publisher-kit/graph-container";
import { requireCredentials, requireImage } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId } from "@/lib/platforms/publisher-kit/read-json";

/**
 * Instagram Graph API content publishing (docs/platforms.md): `POST /{ig-user-id}/media`
 * {image_url, caption} creates a container, `POST /{ig-user-id}/media_publish` {creation_id}
 * publishes it (lib/platforms/publisher-kit/graph-container.ts). Instagram publishes no text
 * alone, so every container is an image's and is checked until FINISHED first. Several images
 * go out as a carousel (carousel.ts), a video as a Reel (reel.ts). A first comment is
 * `POST /{ig-media-id}/comments` {message}.
 */
export function createInstagramPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  const waitOptions = containerWaitOptions(wait);
  const videoWait = videoWaitOptions(wait);
  return {
    platform: "instagram",
    requiredCredentials: credentialFieldNames(instagram.credentials),
    async publish(request, options) {
      const { ig_user_id, access_token } = requireCredentials("instagram", request.credentials, [
        "ig_user_id",
        "access_token",
      ]);
      if (request.video) {
        return publishInstagramReel({ userId: ig_user_id, accessToken: access_token, caption: request.text, video: request.video, wait: videoWait }, options);
      }
      const imageUrl = requireImage("instagram", "Instagram", request.imageUrl);
      // status_code is the processing state; status says why it failed.
      const statusFields = { status: "status_code", detail: "status" };
      if (request.images && request.images.length > 1) {
        const carousel = { userId: ig_user_id, accessToken: access_token, caption: request.text, items: request.images, statusFields, wait: waitOptions };
        return publishInstagramCarousel(carousel, options);
      }
      return publishGraphContainer(
        {
          platform: "instagram",
          userId: ig_user_id,
          accessToken: access_token,
          edge: "media",
          // alt_text: an uploaded image's description (the container's field for image posts).
          params: { image_url: imageUrl, caption: request.text, ...(request.image?.altText ? { alt_text: request.image.altText } : {}) },
          statusFields,
          wait: waitOptions,
        },
        options,
      );
    },
    // The first comment: `POST /{ig-media-id}/comments` {message} on the published media.
    async followUp(request, { baseUrl, timeoutMs }) {
      const { access_token } = requireCredentials("instagram", request.credentials, ["access_token"]);
      const answer = await graphPost("instagram", `${baseUrl}/${encodeURIComponent(request.root.id)}/comments`, { message: request.text }, access_token, { timeoutMs, repeatable: false });
      const id = readId(answer, "id");
      if (!id) throw missingPostIdError("instagram");
      return { platformPostId: id, permalink: null };
    },
  };
}

export const instagramPublisher = createInstagramPublisher();
