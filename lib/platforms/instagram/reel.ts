import type { ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { publishGraphContainer } from "@/lib/platforms/publisher-kit/graph-container";
import type { PublishOptions, PublishSuccess, PublishVideo } from "@/lib/platforms/publisher-kit/types";

export type InstagramReel = { userId: string; accessToken: string; caption: string; video: PublishVideo; wait: ContainerWaitOptions };

// Container failures Instagram's error-code table says to try again (with a new container):
// 2207001 server error, 2207003 download took too long, 2207020 media expired, 2207032 create
// media failed, 2207053 unknown upload error ("should only affect video uploads"). Any other
// subcode (2207026 and the like: the file breaks the Reels specifications) is the video's fault.
// https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes
const TRY_AGAIN_SUBCODES = new Set(["2207001", "2207003", "2207020", "2207032", "2207053"]);

/** A failed container's `status` ("Error: Media upload has failed with error code 2207026") read for its subcode. */
export function isTransientReelError(status: string): boolean {
  const subcode = /\b(22070\d\d)\b/.exec(status)?.[1];
  return subcode !== undefined && TRY_AGAIN_SUBCODES.has(subcode);
}

/**
 * A video as an Instagram Reel (docs/video.md, "Instagram Reels, Threads and Facebook"): one
 * container `POST /{ig-user-id}/media` {media_type=REELS, video_url, caption, share_to_feed=true,
 * cover_url?}, which Instagram downloads and transcodes; its `status_code` is checked until
 * FINISHED (ERROR carries the subcode in `status`), then `media_publish` {creation_id}. Since
 * November 2023 REELS is the only media type for a video in the feed (VIDEO is refused).
 * Without a cover the Reel opens on its first frame (thumb_offset defaults to 0).
 */
export async function publishInstagramReel(reel: InstagramReel, options: PublishOptions): Promise<PublishSuccess> {
  const params: Record<string, string> = {
    media_type: "REELS",
    video_url: reel.video.url,
    caption: reel.caption,
    // The Reel is shown in the profile's feed as well as the Reels tab, as a post there would be.
    share_to_feed: "true",
    ...(reel.video.coverUrl ? { cover_url: reel.video.coverUrl } : {}),
  };
  return publishGraphContainer(
    {
      platform: "instagram",
      userId: reel.userId,
      accessToken: reel.accessToken,
      edge: "media",
      params,
      statusFields: { status: "status_code", detail: "status", transient: isTransientReelError },
      wait: reel.wait,
    },
    options,
  );
}
