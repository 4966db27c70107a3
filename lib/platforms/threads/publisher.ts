import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import type { ContainerState, ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { defaultSleep, waitForContainer } from "@/lib/platforms/publisher-kit/container-wait";
import { graphGet, graphPermalink, graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { threads } from "@/lib/platforms/threads/platform";

/**
 * Threads API (docs/platforms.md): `POST /{threads-user-id}/threads` {media_type, text, image_url?}
 * creates a container, `POST /{threads-user-id}/threads_publish` {creation_id} publishes it.
 * An image container is checked until FINISHED first (Threads fetches the image asynchronously);
 * a text container is ready at once.
 */
export function createThreadsPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  const waitOptions: ContainerWaitOptions = { maxChecks: 10, intervalMs: 3000, sleep: defaultSleep, ...wait };
  return {
    platform: "threads",
    requiredCredentials: credentialFieldNames(threads.credentials),
    async publish(request, { baseUrl, timeoutMs }) {
      const { threads_user_id, access_token } = requireCredentials("threads", request.credentials, [
        "threads_user_id",
        "access_token",
      ]);
      const userUrl = `${baseUrl}/${encodeURIComponent(threads_user_id)}`;
      const params: Record<string, string> = request.imageUrl
        ? { media_type: "IMAGE", text: request.text, image_url: request.imageUrl, ...(request.image?.altText ? { alt_text: request.image.altText } : {}) }
        : { media_type: "TEXT", text: request.text };

      const container = await graphPost("threads", `${userUrl}/threads`, params, access_token, {
        timeoutMs,
        repeatable: true,
      });
      const containerId = readId(container, "id");
      if (!containerId) throw missingPostIdError("threads");

      if (request.imageUrl) {
        await waitForContainer("threads", () => containerState(baseUrl, containerId, access_token, timeoutMs), waitOptions);
      }

      const published = await graphPost("threads", `${userUrl}/threads_publish`, { creation_id: containerId }, access_token, {
        timeoutMs,
        repeatable: false,
      });
      const mediaId = readId(published, "id");
      if (!mediaId) throw missingPostIdError("threads");
      const permalink = await graphPermalink("threads", baseUrl, mediaId, access_token, timeoutMs);
      return { platformPostId: mediaId, permalink };
    },
  };
}

async function containerState(baseUrl: string, containerId: string, token: string, timeoutMs: number): Promise<ContainerState> {
  const node = await graphGet("threads", `${baseUrl}/${encodeURIComponent(containerId)}`, "status,error_message", token, timeoutMs);
  const status = readText(node, "status");
  if (status === "FINISHED" || status === "PUBLISHED") return { status: "finished" };
  if (status === "ERROR" || status === "EXPIRED") {
    return { status: "failed", detail: readText(node, "error_message") ?? status };
  }
  return { status: "in_progress" };
}

export const threadsPublisher = createThreadsPublisher();
