import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { publishInstagramCarousel } from "@/lib/platforms/instagram/carousel";
import { instagram } from "@/lib/platforms/instagram/platform";
import { containerWaitOptions, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { publishGraphContainer } from "@/lib/platforms/publisher-kit/graph-container";
import { requireCredentials, requireImage } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";

/**
 * Instagram Graph API content publishing (docs/platforms.md): `POST /{ig-user-id}/media`
 * {image_url, caption} creates a container, `POST /{ig-user-id}/media_publish` {creation_id}
 * publishes it (lib/platforms/publisher-kit/graph-container.ts). Instagram publishes no text
 * alone, so every container is an image's and is checked until FINISHED first. Several images
 * go out as a carousel (carousel.ts).
 */
export function createInstagramPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  const waitOptions = containerWaitOptions(wait);
  return {
    platform: "instagram",
    requiredCredentials: credentialFieldNames(instagram.credentials),
    async publish(request, options) {
      const { ig_user_id, access_token } = requireCredentials("instagram", request.credentials, [
        "ig_user_id",
        "access_token",
      ]);
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
  };
}

export const instagramPublisher = createInstagramPublisher();
