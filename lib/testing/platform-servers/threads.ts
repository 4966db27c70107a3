/**
 * Threads publishing on loopback (docs/platforms.md): `POST /{user-id}/threads`
 * {media_type, text, image_url?, alt_text?, reply_to_id?} (a reply to a media it published) fetches the JPEG or PNG, `GET /{container}?fields=status`,
 * `POST /{user-id}/threads_publish` {creation_id}, `GET /{media}?fields=permalink`, and
 * `GET /{media}/insights?metric=` with Threads' media metrics (views, likes, replies, reposts,
 * quotes, shares); `impressions`, never a Threads media metric, answers the invalid-metric error.
 * A video: `media_type=VIDEO` {video_url, text, alt_text?} fetches and probes it (meta-video-rules.ts).
 */
import { threadsVideoProblem } from "@/lib/testing/platform-servers/meta-video-rules";
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
      insights: {
        offered: { views: (n) => 200 * n, likes: (n) => 7 * n, replies: (n) => 3 * n, reposts: (n) => n, quotes: (n) => n, shares: (n) => n },
        removed: { impressions: "(#100) metric[0] must be one of the following values: views, likes, replies, reposts, quotes, shares" },
      },
      maxCarouselItems: 20,
      replies: true,
      video: { mediaType: "VIDEO", problem: threadsVideoProblem },
    },
    options,
  );
}
