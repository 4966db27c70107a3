import type { ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { publishGraphContainer } from "@/lib/platforms/publisher-kit/graph-container";
import type { PublishOptions, PublishSuccess, PublishVideo } from "@/lib/platforms/publisher-kit/types";

export type ThreadsVideoPost = { userId: string; accessToken: string; text: string; video: PublishVideo; wait: ContainerWaitOptions };

// The `error_message` of an ERROR container (Threads API troubleshooting): FAILED_DOWNLOADING_VIDEO
// and UNKNOWN may pass on a new container (the download, or Threads itself, failed this time);
// FAILED_PROCESSING_*, INVALID_* (duration, frame rate, bit rate, aspect ratio, audio channels)
// say the file breaks Threads' video specifications, and would fail again.
// https://developers.facebook.com/docs/threads/troubleshooting
const TRY_AGAIN = new Set(["FAILED_DOWNLOADING_VIDEO", "UNKNOWN"]);

export const isTransientThreadsVideoError = (errorMessage: string) => TRY_AGAIN.has(errorMessage.trim());

/**
 * A video as a Threads post (docs/video.md, "Instagram Reels, Threads and Facebook"): a container
 * `POST /{threads-user-id}/threads` {media_type=VIDEO, video_url, text, alt_text?}, which Threads
 * downloads ("we will cURL your video"); its `status` is checked until FINISHED (ERROR carries
 * `error_message`), then `threads_publish` {creation_id}.
 */
export async function publishThreadsVideo(post: ThreadsVideoPost, options: PublishOptions): Promise<PublishSuccess> {
  const params: Record<string, string> = {
    media_type: "VIDEO",
    video_url: post.video.url,
    text: post.text,
    ...(post.video.altText ? { alt_text: post.video.altText } : {}),
  };
  return publishGraphContainer(
    {
      platform: "threads",
      userId: post.userId,
      accessToken: post.accessToken,
      edge: "threads",
      params,
      statusFields: { status: "status", detail: "error_message", transient: isTransientThreadsVideoError },
      wait: post.wait,
    },
    options,
  );
}
