import { CREDENTIAL_FIELDS, requireCredentials, requireImage } from "./credential-fields";
import type { ContainerState, ContainerWaitOptions } from "./container-wait";
import { defaultSleep, waitForContainer } from "./container-wait";
import { graphGet, graphPermalink, graphPost } from "./meta-graph";
import { missingPostIdError } from "./publish-error";
import { readId, readText } from "./read-json";
import type { Publisher } from "./types";

/**
 * Instagram Graph API content publishing (PLATFORMS.md): `POST /{ig-user-id}/media`
 * {image_url, caption} creates a container, `POST /{ig-user-id}/media_publish` {creation_id}
 * publishes it. Only the second call can publish, so only its lost answer is an unknown outcome.
 */
export function createInstagramPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  const waitOptions: ContainerWaitOptions = { maxChecks: 10, intervalMs: 3000, sleep: defaultSleep, ...wait };
  return {
    platform: "instagram",
    requiredCredentials: CREDENTIAL_FIELDS.instagram,
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
        { image_url: imageUrl, caption: request.text },
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
