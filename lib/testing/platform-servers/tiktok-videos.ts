/**
 * TikTok's video Direct Post on loopback (docs/platforms.md, "Video"), beside tiktok.ts:
 * `POST /v2/post/publish/video/init/` {post_info: {title, privacy_level}, source_info: {source:
 * FILE_UPLOAD, video_size, chunk_size, total_chunk_count}} checks the chunk arithmetic by TikTok's
 * rules (video-chunks.ts; tests scale the limits down) and answers a publish_id and an upload_url
 * here. PULL_FROM_URL is refused as TikTok refuses a URL whose domain the app has not verified.
 * `PUT` of the upload_url takes the chunks in order, each with `Content-Range: bytes
 * first-last/video_size` exactly at the next chunk's bounds and a video Content-Type (206, then
 * 201 for the last); the file put together is read by ffprobe: not a video →
 * file_format_check_failed, longer than the creator's max_video_post_duration_sec →
 * duration_check_failed, as `fail_reason` of status FAILED. Until the last chunk the status is
 * PROCESSING_UPLOAD; then PUBLISH_COMPLETE (after `processingChecks` reads) with the post id.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { TIKTOK_CHUNK_LIMITS, tiktokChunkProblem, type TikTokChunkLimits } from "@/lib/platforms/tiktok/video-chunks";
import { idCounter, type PlatformAnswer, type PlatformRequest } from "@/lib/testing/platform-servers/platform-server";
import { probeVideo } from "@/lib/video/probe-video";

export type TikTokVideoPublish = {
  publishId: string;
  token: string;
  body: any;
  videoSize: number;
  chunkSize: number;
  totalChunkCount: number;
  /** Chunks received, in order. */
  chunks: Buffer[];
  /** The file put together once the last chunk is in. */
  bytes: Buffer | null;
  failReason: string | null;
  statusChecks: number;
  postId: string;
};

export type TikTokVideoOptions = { chunkLimits?: TikTokChunkLimits; maxVideoSeconds?: number; processingChecks?: number };

const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"];
const RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;
const envelope = (status: number, code: string, message: string, data: unknown = {}): PlatformAnswer => ({ status, json: { data, error: { code, message, log_id: "202611280000000000000000000000" } } });

export function createTikTokVideos(options: TikTokVideoOptions = {}) {
  const publishes: TikTokVideoPublish[] = [];
  const limits = options.chunkLimits ?? TIKTOK_CHUNK_LIMITS;
  const maxVideoSeconds = options.maxVideoSeconds ?? 600;
  const nextUpload = idCounter(7500000000000000000n);

  /** `POST /v2/post/publish/video/init/`, after the token, creator query and privacy level were checked. */
  function init(request: PlatformRequest, token: string): PlatformAnswer {
    const body = request.json;
    const source = body?.source_info;
    if (source?.source === "PULL_FROM_URL") return envelope(403, "url_ownership_unverified", "The domain or URL prefix of video_url has not been verified by this app.");
    if (source?.source !== "FILE_UPLOAD") return envelope(400, "invalid_params", "source_info.source must be FILE_UPLOAD or PULL_FROM_URL.");
    const problem = tiktokChunkProblem(source.video_size, source.chunk_size, source.total_chunk_count, limits);
    if (problem) return envelope(400, "invalid_params", problem);
    const title = body?.post_info?.title;
    if (title !== undefined && (typeof title !== "string" || title.length > 2200)) return envelope(400, "invalid_params", "post_info.title is at most 2200 UTF-16 runes.");
    const coverAt = body?.post_info?.video_cover_timestamp_ms;
    if (coverAt !== undefined && !(Number.isInteger(coverAt) && coverAt >= 0)) return envelope(400, "invalid_params", "post_info.video_cover_timestamp_ms must be a whole number of milliseconds.");
    const id = nextUpload();
    publishes.push({
      publishId: `v_pub_file~v2-1.${id}`, token, body, videoSize: source.video_size, chunkSize: source.chunk_size, totalChunkCount: source.total_chunk_count,
      chunks: [], bytes: null, failReason: null, statusChecks: 0, postId: String(7550000000000000000n + BigInt(publishes.length + 1)),
    });
    return envelope(200, "ok", "", { publish_id: `v_pub_file~v2-1.${id}`, upload_url: `${request.baseUrl}/upload/video/?upload_id=${id}&upload_token=t${id}` });
  }

  /** `PUT /upload/video/?upload_id=…`: the signed upload URL, no token. */
  async function upload(request: PlatformRequest): Promise<PlatformAnswer | null> {
    if (request.method !== "PUT" || request.path !== "/upload/video/") return null;
    const found = publishes.find((p) => p.publishId === `v_pub_file~v2-1.${request.query.get("upload_id")}`);
    if (!found || request.query.get("upload_token") !== `t${request.query.get("upload_id")}`) return { status: 404, json: { error: { code: "upload_not_found", message: "The upload URL is not valid." } } };
    if (found.bytes) return { status: 400, json: { error: { code: "upload_complete", message: "Every chunk of this upload was already received." } } };
    const contentType = String(request.headers["content-type"] ?? "");
    if (!VIDEO_TYPES.includes(contentType)) return { status: 400, json: { error: { code: "invalid_content_type", message: `Content-Type must be one of ${VIDEO_TYPES.join(", ")}; ${contentType || "none"} given.` } } };
    const index = found.chunks.length;
    const first = index * found.chunkSize;
    const last = index === found.totalChunkCount - 1 ? found.videoSize - 1 : first + found.chunkSize - 1;
    const range = RANGE.exec(String(request.headers["content-range"] ?? ""));
    if (!range || Number(range[1]) !== first || Number(range[2]) !== last || Number(range[3]) !== found.videoSize) {
      return { status: 416, json: { error: { code: "invalid_content_range", message: `Chunk ${index + 1} of ${found.totalChunkCount} must be sent as Content-Range: bytes ${first}-${last}/${found.videoSize}; got ${String(request.headers["content-range"] ?? "none")}.` } } };
    }
    if (request.bytes.length !== last - first + 1) return { status: 400, json: { error: { code: "invalid_chunk", message: `Chunk ${index + 1} must be ${last - first + 1} bytes; ${request.bytes.length} received.` } } };
    found.chunks.push(request.bytes);
    if (found.chunks.length < found.totalChunkCount) return { status: 206, headers: { "content-range": `bytes 0-${last}/${found.videoSize}` } };
    found.bytes = Buffer.concat(found.chunks);
    found.failReason = await checkVideo(found.bytes, maxVideoSeconds);
    return { status: 201 };
  }

  /** `POST /v2/post/publish/status/fetch/` for a video publish; null for another publish id. */
  function status(publishId: unknown, token: string): PlatformAnswer | null {
    const found = publishes.find((p) => p.publishId === publishId && p.token === token);
    if (!found) return null;
    const uploaded = found.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (!found.bytes) return envelope(200, "ok", "", { status: "PROCESSING_UPLOAD", uploaded_bytes: uploaded });
    if (found.failReason) return envelope(200, "ok", "", { status: "FAILED", fail_reason: found.failReason, uploaded_bytes: uploaded });
    found.statusChecks += 1;
    if (found.statusChecks <= (options.processingChecks ?? 0)) return envelope(200, "ok", "", { status: "PROCESSING_UPLOAD", uploaded_bytes: uploaded });
    // Written by hand: the id is an int64 JSON number, as TikTok sends it.
    return { status: 200, json: `{"data":{"status":"PUBLISH_COMPLETE","publicaly_available_post_id":[${found.postId}],"uploaded_bytes":${uploaded}},"error":{"code":"ok","message":"","log_id":"x"}}` };
  }

  return { publishes, init, upload, status, maxVideoSeconds };
}

/** TikTok's checks of the received file: a video it can read, no longer than the creator may post. */
async function checkVideo(bytes: Buffer, maxSeconds: number): Promise<string | null> {
  const folder = await mkdtemp(path.join(tmpdir(), "tiktok-video-"));
  try {
    const file = path.join(folder, "upload");
    await writeFile(file, bytes);
    const probe = await probeVideo(file);
    if (!probe.ok) return "file_format_check_failed";
    return probe.video.durationMs > maxSeconds * 1000 ? "duration_check_failed" : null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
