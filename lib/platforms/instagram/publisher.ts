import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { instagram } from "@/lib/platforms/instagram/platform";
import type { ContainerState, ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { defaultSleep, waitForContainer } from "@/lib/platforms/publisher-kit/container-wait";
import { graphGet, graphPermalink, graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials, requireImage } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";

/**
 * Instagram Graph API content publishing (docs/platforms.md): `POST /{ig-user-id}/media`
 * {image_url, caption} creates a container, `POST /{ig-user-id}/media_publish` {creation_id}
 * publishes it. Only the second call can publish, so only its lost answer is an unknown outcome.
 */
export function createInstagramPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  const waitOptions: ContainerWaitOptions = { maxChecks: 10, intervalMs: 3000, sleep: defaultSleep, ...wait };
  return {
    platform: "instagram",
    requiredCredentials: credentialFieldNames(instagram.credentials),
    async publish(request, { baseUrl, timeoutMs }) {
      const { ig_user_id, access_token } = requireCredentials("instagram", request.credentials, [
        "ig_user_id",
        "access_token",
      ]);
      const imageUrl = requireImage("instagram", "Instagram", request.imageUrl);
      const userUrl = `${baseUrl}/${encodeURIComponent(ig_user_id)}`;

      const container = await graphPost(
        "instagram",
        `${userUrl}/media`,
        // alt_text: an uploaded image's description (the container's field for image posts).
        { image_url: imageUrl, caption: request.text, ...(request.image?.altText ? { alt_text: request.image.altText } : {}) },
        access_token,
        { timeoutMs, repeatable: true },
      );
      const containerId = readId(container, "id");
      if (!containerId) throw missingPostIdError("instagram");

      await waitForContainer("instagram", () => containerState(baseUrl, containerId, access_token, timeoutMs), waitOptions);

      const published = await graphPost("instagram", `${userUrl}/media_publish`, { creation_id: containerId }, access_token, {
        timeoutMs,
        repeatable: false,
      });
      const mediaId = readId(published, "id");
      if (!mediaId) throw missingPostIdError("instagram");
      const permalink = await graphPermalink("instagram", baseUrl, mediaId, access_token, timeoutMs);
      return { platformPostId: mediaId, permalink };
    },
  };
}

async function containerState(baseUrl: string, containerId: string, token: string, timeoutMs: number): Promise<ContainerState> {
  const node = await graphGet("instagram", `${baseUrl}/${encodeURIComponent(containerId)}`, "status_code,status", token, timeoutMs);
  const statusCode = readText(node, "status_code");
  if (statusCode === "FINISHED" || statusCode === "PUBLISHED") return { status: "finished" };
  if (statusCode === "ERROR" || statusCode === "EXPIRED") {
    return { status: "failed", detail: readText(node, "status") ?? statusCode };
  }
  return { status: "in_progress" };
}

export const instagramPublisher = createInstagramPublisher();
