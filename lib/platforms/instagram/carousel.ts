import type { ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import type { ContainerStatusFields } from "@/lib/platforms/publisher-kit/graph-container";
import { publishGraphCarousel } from "@/lib/platforms/publisher-kit/graph-carousel";
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
 * Instagram's carousel (docs/platforms.md, "Several images"): item containers on
 * `POST /{ig-user-id}/media` {image_url, is_carousel_item=true, alt_text?}, then the CAROUSEL
 * container with the caption, through the flow Instagram shares with Threads (graph-carousel.ts).
 */
export async function publishInstagramCarousel(carousel: InstagramCarousel, options: PublishOptions): Promise<PublishSuccess> {
  return publishGraphCarousel(
    {
      platform: "instagram",
      userId: carousel.userId,
      accessToken: carousel.accessToken,
      edge: "media",
      text: { param: "caption", value: carousel.caption },
      itemParams: {},
      items: carousel.items,
      statusFields: carousel.statusFields,
      wait: carousel.wait,
    },
    options,
  );
}
