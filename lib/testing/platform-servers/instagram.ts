/**
 * Instagram content publishing on loopback (docs/platforms.md): `POST /{ig-user-id}/media`
 * {image_url, caption, alt_text?} fetches the JPEG, `GET /{container}?fields=status_code`,
 * `POST /{ig-user-id}/media_publish` {creation_id}, `GET /{media}?fields=permalink`.
 */
import { createContainerApi, type ContainerApi, type ContainerApiOptions } from "@/lib/testing/platform-servers/graph-containers";

export function createInstagramApi(options: ContainerApiOptions): ContainerApi {
  return createContainerApi(
    {
      name: "instagram",
      createEdge: "media",
      publishEdge: "media_publish",
      textParam: "caption",
      statusField: "status_code",
      imageTypes: ["image/jpeg"],
      imageRequired: true,
      permalink: (_id, code) => `https://www.instagram.com/p/${code}/`,
      firstId: 17900000000000000n,
      maxCarouselItems: 10,
    },
    options,
  );
}
