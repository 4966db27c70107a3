/**
 * Instagram content publishing on loopback (docs/platforms.md): `POST /{ig-user-id}/media`
 * {image_url, caption, alt_text?} fetches the JPEG, `GET /{container}?fields=status_code`,
 * `POST /{ig-user-id}/media_publish` {creation_id}, `GET /{media}?fields=permalink`, and
 * `GET /{media}/insights?metric=` with the metrics Instagram offers since 2025 (views, reach,
 * saved, shares, likes, comments, total_interactions); impressions, plays and video_views,
 * deprecated, answer an error; `POST /{ig-media-id}/comments` {message} on a published media.
 * A Reel: `media_type=REELS` {video_url, caption, share_to_feed, cover_url?} fetches and probes
 * the video (meta-video-rules.ts); `media_type=VIDEO`, retired in November 2023, is refused.
 */
import { reelProblem } from "@/lib/testing/platform-servers/meta-video-rules";
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
      insights: {
        offered: { views: (n) => 120 * n, reach: (n) => 80 * n, saved: (n) => n, shares: (n) => n, likes: (n) => 6 * n, comments: (n) => 2 * n, total_interactions: (n) => 10 * n },
        removed: {
          impressions: "(#100) Starting from v22.0, impressions metric is no longer supported for media created after July 1, 2024. Please use views instead.",
          plays: "(#100) The plays metric is no longer supported. Please use views instead.",
          video_views: "(#100) The video_views metric is no longer supported. Please use views instead.",
        },
      },
      maxCarouselItems: 10,
      comments: true,
      video: {
        mediaType: "REELS",
        refusedTypes: { VIDEO: "(#100) The VIDEO media type is no longer supported; publish a video with media_type=REELS." },
        cover: true,
        problem: reelProblem,
      },
    },
    options,
  );
}
