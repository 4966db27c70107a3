import type { ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { graphGet, graphPost } from "@/lib/platforms/publisher-kit/meta-graph";
import { missingPostIdError, PublishError, unknownOutcomeError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishOptions, PublishSuccess, PublishVideo } from "@/lib/platforms/publisher-kit/types";

export type FacebookPageVideo = { pageId: string; pageAccessToken: string; description: string; video: PublishVideo; wait: ContainerWaitOptions };

/**
 * A video on a Facebook Page (docs/video.md, "Instagram Reels, Threads and Facebook"):
 * `POST /{page-id}/videos` {file_url, description}, the Page videos edge's own way to give a
 * public URL that Facebook downloads, rather than the Resumable Upload API (start a session on
 * `/{app-id}/uploads`, send the bytes, publish with the file handle): the file is already at a
 * public URL, as Instagram and Threads need it, so nothing has to go through this server again.
 *
 * The POST publishes: Facebook shows the video once it has processed it, so a lost answer is an
 * unknown outcome, and the video's `status` (`video_status`: processing → ready, or error with
 * `processing_phase.errors`) is then checked, a bounded number of times, to report the result:
 * an error means Facebook will not show it (nothing is on the Page: a permanent failure with
 * Facebook's reason); still processing after the last check means it may yet appear, which only
 * a person can tell. The id answered is the video's; its link is `permalink_url`.
 */
export async function publishFacebookPageVideo(post: FacebookPageVideo, { baseUrl, timeoutMs }: PublishOptions): Promise<PublishSuccess> {
  const pageUrl = `${baseUrl}/${encodeURIComponent(post.pageId)}`;
  const params = { file_url: post.video.url, description: post.description };
  const created = await graphPost("facebook", `${pageUrl}/videos`, params, post.pageAccessToken, { timeoutMs, repeatable: false });
  const videoId = readId(created, "id");
  if (!videoId) throw missingPostIdError("facebook");

  const { maxChecks, intervalMs, sleep } = post.wait;
  for (let check = 1; check <= maxChecks; check++) {
    const node = await readVideo(`${baseUrl}/${encodeURIComponent(videoId)}`, videoId, post.pageAccessToken, timeoutMs);
    const state = readText(node, "status", "video_status");
    if (state === "ready") return { platformPostId: videoId, permalink: facebookLink(readText(node, "permalink_url")) };
    if (state === "error" || state === "expired") {
      throw new PublishError("permanent", `Facebook could not process the video: ${processingError(node) ?? state}`);
    }
    if (check < maxChecks) await sleep(intervalMs);
  }
  throw unknownOutcomeError("facebook", `video ${videoId} was still processing after ${maxChecks} status checks; it appears on the Page once Facebook has processed it`);
}

/**
 * The video's status and link. Any failure to read them is an unknown outcome, never a retry:
 * the video was already given to Facebook, and trying again would post it twice.
 */
async function readVideo(url: string, videoId: string, token: string, timeoutMs: number): Promise<unknown> {
  try {
    return await graphGet("facebook", url, "status,permalink_url", token, timeoutMs);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw unknownOutcomeError("facebook", `video ${videoId} was accepted but its status could not be read: ${reason}`, error);
  }
}

/** The first of `status.processing_phase.errors` [{code, message}], Facebook's reason for refusing the file. */
function processingError(node: unknown): string | null {
  const errors = readPath(node, "status", "processing_phase", "errors");
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  return readText(first, "message") ?? null;
}

/** `permalink_url` is a path on facebook.com ("/{page-id}/videos/{video-id}/"); an absolute one is kept. */
export function facebookLink(permalink: string | undefined): string | null {
  if (!permalink) return null;
  return permalink.startsWith("/") ? `https://www.facebook.com${permalink}` : permalink;
}
