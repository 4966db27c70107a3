import type { PlatformId } from "@/lib/platforms/ids";
import { waitForContainer, type ContainerState, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { graphGet, graphPermalink, graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { beforeThePublishingRequest, missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readText } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishOptions, PublishSuccess } from "@/lib/platforms/publisher-kit/types";

type ContainerPlatform = Extract<PlatformId, "instagram" | "threads">;

/**
 * Where a container's processing status is read: the field that holds it, the one that says why
 * it failed, and, for a video, which of those reasons the platform documents as worth trying again.
 */
export type ContainerStatusFields = { status: string; detail: string; transient?: (detail: string) => boolean };

export type GraphContainerPost = {
  platform: ContainerPlatform;
  userId: string;
  accessToken: string;
  /** The user's edge that creates a container (`media`, `threads`); its publish edge is `<edge>_publish` on both. */
  edge: string;
  /** The container's fields (text, image URL, alt text …); the token is added by graphPost. */
  params: Record<string, string>;
  /** How the container's status reads, or null when it is ready at once (a Threads text post). */
  statusFields: ContainerStatusFields | null;
  wait: ContainerWaitOptions;
};

/**
 * Instagram's and Threads' two-step publishing: POST /{user-id}/{edge} creates a container,
 * its status is checked until the platform has fetched the image, POST /{user-id}/{edge}_publish
 * {creation_id} publishes it, and the permalink is read. Only the second POST can publish, so
 * only its lost answer is an unknown outcome; the container's creation is repeatable.
 */
export async function publishGraphContainer(post: GraphContainerPost, { baseUrl, timeoutMs }: PublishOptions): Promise<PublishSuccess> {
  const { platform, accessToken, statusFields } = post;
  const userUrl = `${baseUrl}/${encodeURIComponent(post.userId)}`;

  const containerId = await beforeThePublishingRequest(async () => {
    const container = await graphPost(platform, `${userUrl}/${post.edge}`, post.params, accessToken, { timeoutMs, repeatable: true });
    const id = readId(container, "id");
    if (!id) throw missingPostIdError(platform);
    if (statusFields) {
      await waitForContainer(platform, () => containerState(platform, baseUrl, id, accessToken, timeoutMs, statusFields), post.wait);
    }
    return id;
  });

  const published = await graphPost(platform, `${userUrl}/${post.edge}_publish`, { creation_id: containerId }, accessToken, {
    timeoutMs,
    repeatable: false,
  });
  const mediaId = readId(published, "id");
  if (!mediaId) throw missingPostIdError(platform);
  const permalink = await graphPermalink(platform, baseUrl, mediaId, accessToken, timeoutMs);
  return { platformPostId: mediaId, permalink };
}

/** A container's processing state, read by its status field. */
export async function containerState(
  platform: ContainerPlatform,
  baseUrl: string,
  containerId: string,
  token: string,
  timeoutMs: number,
  fields: ContainerStatusFields,
): Promise<ContainerState> {
  const node = await graphGet(platform, `${baseUrl}/${encodeURIComponent(containerId)}`, `${fields.status},${fields.detail}`, token, timeoutMs);
  const status = readText(node, fields.status);
  if (status === "FINISHED" || status === "PUBLISHED") return { status: "finished" };
  if (status === "ERROR" || status === "EXPIRED") {
    const detail = readText(node, fields.detail) ?? status;
    // An expired container (24 hours old) is only stale: a new one is made on the next attempt.
    return { status: "failed", detail, retryable: status === "EXPIRED" || (fields.transient?.(detail) ?? false) };
  }
  return { status: "in_progress" };
}
