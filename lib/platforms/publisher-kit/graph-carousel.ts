import type { PlatformId } from "@/lib/platforms/ids";
import { waitForContainer, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { containerState, publishGraphContainer, type ContainerStatusFields } from "@/lib/platforms/publisher-kit/graph-container";
import { graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { beforeThePublishingRequest, missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { mapInParallel, MEDIA_AT_ONCE } from "@/lib/platforms/publisher-kit/map-in-parallel";
import { readId } from "@/lib/platforms/publisher-kit/read-json";
import { retryStepAfterRefusal } from "@/lib/platforms/publisher-kit/retry-step-after-refusal";
import type { PublishMediaItem, PublishOptions, PublishSuccess } from "@/lib/platforms/publisher-kit/types";

export type GraphCarousel = {
  platform: Extract<PlatformId, "instagram" | "threads">;
  userId: string;
  accessToken: string;
  /** The user's edge that creates containers: `media` (Instagram), `threads` (Threads). */
  edge: string;
  /** The carousel's text and the parameter that carries it: `caption` (Instagram), `text` (Threads). */
  text: { param: string; value: string };
  /** Fields every item container carries besides image_url and alt_text (Threads: media_type=IMAGE). */
  itemParams: Record<string, string>;
  /** The images in order, as many as the platform's `maxCount` (image-rules.ts) allows. */
  items: PublishMediaItem[];
  statusFields: ContainerStatusFields;
  wait: ContainerWaitOptions;
};

/**
 * Instagram's and Threads' carousel flow (docs/platforms.md, "Several images"): one item
 * container per image (`POST /{user-id}/{edge}` {image_url, is_carousel_item=true, alt_text?}),
 * each checked until the platform has fetched it (FINISHED), then the CAROUSEL container
 * {media_type=CAROUSEL, children=<ids in order>, text}, published as a single image's container
 * is (publishGraphContainer). Creating containers is repeatable: an abandoned one is never shown,
 * so a failure before the publish leaves nothing half-way on the platform, and a retry starts over.
 * The items go MEDIA_AT_ONCE at a time, each checked right after its creation; the
 * children keep the images' order whatever order the platform created them in. An item's
 * creation or check refused with 429 is waited out and tried again in place (retry-step-after-refusal.ts).
 */
export async function publishGraphCarousel(carousel: GraphCarousel, options: PublishOptions): Promise<PublishSuccess> {
  const { platform, accessToken } = carousel;
  const { baseUrl, timeoutMs } = options;
  const userUrl = `${baseUrl}/${encodeURIComponent(carousel.userId)}`;
  const children = await beforeThePublishingRequest(() =>
    mapInParallel(carousel.items, MEDIA_AT_ONCE, async (item) => {
      const params: Record<string, string> = {
        ...carousel.itemParams,
        image_url: item.imageUrl,
        is_carousel_item: "true",
        ...(item.altText ? { alt_text: item.altText } : {}),
      };
      const { sleep } = carousel.wait;
      const created = await retryStepAfterRefusal(() => graphPost(platform, `${userUrl}/${carousel.edge}`, params, accessToken, { timeoutMs, repeatable: true }), sleep);
      const id = readId(created, "id");
      if (!id) throw missingPostIdError(platform);
      // The CAROUSEL container takes only finished items: each is checked as soon as it exists.
      const check = () => retryStepAfterRefusal(() => containerState(platform, baseUrl, id, accessToken, timeoutMs, carousel.statusFields), sleep);
      await waitForContainer(platform, check, carousel.wait);
      return id;
    }),
  );
  return publishGraphContainer(
    {
      platform,
      userId: carousel.userId,
      accessToken,
      edge: carousel.edge,
      params: { media_type: "CAROUSEL", children: children.join(","), [carousel.text.param]: carousel.text.value },
      statusFields: carousel.statusFields,
      wait: carousel.wait,
    },
    options,
  );
}
