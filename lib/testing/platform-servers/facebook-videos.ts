/**
 * Facebook Page videos on loopback (docs/platforms.md, "Video on Instagram, Threads and
 * Facebook"): `POST /{page-id}/videos` {file_url, description, title?} downloads and probes the
 * file as Facebook does, answering the video's id (a URL that cannot be downloaded answers error
 * 389 at once); `GET /{video-id}?fields=status,permalink_url` answers `status.video_status`
 * "processing" for `processingChecks` reads, then "ready" (the video is on the Page) or "error"
 * with `processing_phase.errors` [{code, message}] for a file Facebook does not take.
 * `GET /{page-id}/videos` (the Video API's "Get Page Videos": `fields`, `limit`, cursor `after`)
 * lists the page's videos from their upload on, processing ones too.
 */
import { fetchVideo, type FetchedVideo } from "@/lib/testing/platform-servers/fetch-video";
import { graphError, graphParam } from "@/lib/testing/platform-servers/graph-kit";
import { answerGraphList } from "@/lib/testing/platform-servers/graph-listing";
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export type FacebookVideo = {
  id: string;
  pageId: string;
  description: string;
  title: string | null;
  fileUrl: string;
  fetched: FetchedVideo;
  token: string;
  /** Status reads still answered "processing". */
  pendingChecks: number;
  /** Why processing failed, or null: the video is shown on the Page once processed. */
  problem: string | null;
  createdAt: number;
};

// A Page video may run up to 240 minutes (Video API, "Publishing"); Facebook reads most containers.
const MAX_DURATION_MS = 240 * 60_000;
const NOT_A_VIDEO = "The video file you selected is in a format that we don't support.";

export type FacebookVideos = {
  videos: FacebookVideo[];
  create(request: PlatformRequest, pageId: string, token: string, videoId: string): Promise<PlatformAnswer>;
  read(request: PlatformRequest, video: FacebookVideo): PlatformAnswer;
  list(request: PlatformRequest, pageId: string): PlatformAnswer;
};

export function createFacebookVideos(options: { processingChecks?: number }): FacebookVideos {
  const videos: FacebookVideo[] = [];
  return {
    videos,
    async create(request, pageId, token, videoId) {
      const fileUrl = graphParam(request, "file_url");
      if (!fileUrl) return graphError(400, 100, "(#100) Requires a video file: file_url, or an upload's handle.");
      const fetched = await fetchVideo(fileUrl);
      if (fetched.status !== 200) return graphError(400, 389, `(#389) Unable to fetch video file from URL (it answered ${fetched.status}).`);
      const problem = fetched.facts === null ? NOT_A_VIDEO : fetched.facts.durationMs > MAX_DURATION_MS ? "The video is longer than the 240 minutes a Page video may run." : null;
      const description = graphParam(request, "description") ?? "";
      videos.push({ id: videoId, pageId, description, title: graphParam(request, "title"), fileUrl, fetched, token, pendingChecks: options.processingChecks ?? 2, problem, createdAt: Date.now() });
      return { status: 200, json: { id: videoId } };
    },
    list(request, pageId) {
      const listed = videos
        .filter((video) => video.pageId === pageId)
        .map((video) => ({ id: video.id, createdAt: video.createdAt, fields: { description: video.description || undefined, permalink_url: `/${video.pageId}/videos/${video.id}/` } }));
      return answerGraphList(request, listed, "created_time");
    },
    read(request, video) {
      const fields = (request.query.get("fields") ?? "id").split(",");
      const processing = video.pendingChecks-- > 0;
      const node: Record<string, unknown> = { id: video.id };
      if (fields.includes("status")) node.status = statusOf(video, processing);
      if (fields.includes("permalink_url")) node.permalink_url = `/${video.pageId}/videos/${video.id}/`;
      if (fields.includes("description")) node.description = video.description;
      return { status: 200, json: node };
    },
  };
}

/** The VideoStatus node: its phases as Facebook reports them for a file_url upload. */
function statusOf(video: FacebookVideo, processing: boolean) {
  if (processing) {
    return { video_status: "processing", uploading_phase: { status: "complete" }, processing_phase: { status: "in_progress" }, publishing_phase: { status: "not_started" } };
  }
  if (video.problem) {
    return { video_status: "error", uploading_phase: { status: "complete" }, processing_phase: { status: "error", errors: [{ code: 1363008, message: video.problem }] }, publishing_phase: { status: "not_started" } };
  }
  return { video_status: "ready", uploading_phase: { status: "complete" }, processing_phase: { status: "complete" }, publishing_phase: { status: "complete", publish_status: "published" } };
}
