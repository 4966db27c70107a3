/**
 * Threads publishing on loopback (docs/platforms.md): `POST /{user-id}/threads`
 * {media_type, text, image_url?, alt_text?} fetches the JPEG or PNG, `GET /{container}?fields=status`,
 * `POST /{user-id}/threads_publish` {creation_id}, `GET /{media}?fields=permalink`.
 */
import { createContainerApi, type ContainerApi, type ContainerApiOptions } from "@/lib/testing/platform-servers/graph-containers";

export function createThreadsApi(options: ContainerApiOptions & { username?: string }): ContainerApi {
  const username = options.username ?? "northwindcoffee";
  return createContainerApi(
    {
      name: "threads",
      createEdge: "threads",
      publishEdge: "threads_publish",
      textParam: "text",
      statusField: "status",
      imageTypes: ["image/jpeg", "image/png"],
      imageRequired: false,
      permalink: (_id, code) => `https://www.threads.net/@${username}/post/${code}`,
      firstId: 18000000000000000n,
      maxCarouselItems: 20,
    },
    options,
  );
}
