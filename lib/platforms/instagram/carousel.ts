import { containerState, publishGraphContainer, type ContainerStatusFields } from "@/lib/platforms/publisher-kit/graph-container";
import { waitForContainer, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishMediaItem, PublishOptions, PublishSuccess } from "@/lib/platforms/publisher-kit/types";

export type InstagramCarousel = {
  userId: string;
  accessToken: string;
  caption: string;
  /** 2 to 10 images in order (lib/platforms/instagram/image-rules.ts, `maxCount`). */
  items: PublishMediaItem[];
  statusFields: ContainerStatusFields;
  wait: ContainerWaitOptions;
};

/**
 * Instagram's carousel flow (docs/platforms.md, "Several images"): one item container per image
 * (`POST /{ig-user-id}/media` {image_url, is_carousel_item=true, alt_text?}), each checked until
 * Instagram has fetched it (FINISHED), then the CAROUSEL container {media_type=CAROUSEL,
 * children=<ids in order>, caption}, published as a single image's container is
 * (publishGraphContainer). Creating containers is repeatable: an abandoned one is never shown.
 */
export async function publishInstagramCarousel(carousel: InstagramCarousel, options: PublishOptions): Promise<PublishSuccess> {
  const { baseUrl, timeoutMs } = options;
  const userUrl = `${baseUrl}/${encodeURIComponent(carousel.userId)}`;
  const children: string[] = [];
  for (const item of carousel.items) {
    const params: Record<string, string> = { image_url: item.imageUrl, is_carousel_item: "true", ...(item.altText ? { alt_text: item.altText } : {}) };
    const created = await graphPost("instagram", `${userUrl}/media`, params, carousel.accessToken, { timeoutMs, repeatable: true });
    const id = readId(created, "id");
    if (!id) throw missingPostIdError("instagram");
    children.push(id);
  }
  // The CAROUSEL container takes only finished items; each is checked in turn.
  for (const id of children) {
    await waitForContainer("instagram", () => containerState("instagram", baseUrl, id, carousel.accessToken, timeoutMs, carousel.statusFields), carousel.wait);
  }
  return publishGraphContainer(
    {
      platform: "instagram",
      userId: carousel.userId,
      accessToken: carousel.accessToken,
      edge: "media",
      params: { media_type: "CAROUSEL", children: children.join(","), caption: carousel.caption },
      statusFields: carousel.statusFields,
      wait: carousel.wait,
    },
    options,
  );
}
