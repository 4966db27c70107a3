/**
 * LinkedIn's Videos API on loopback (docs/platforms.md, "Video"), beside linkedin.ts:
 * `POST /rest/videos?action=initializeUpload` {initializeUploadRequest: {owner, fileSizeBytes,
 * uploadCaptions, uploadThumbnail}} cuts the file into parts of `partBytes` (LinkedIn's 4 MB by
 * default; tests give a smaller size so that several parts happen) and answers the video URN, one
 * upload instruction per part {uploadUrl, firstByte, lastByte}, an uploadToken and, when asked, a
 * thumbnailUploadUrl. `PUT` of a part must carry exactly its range's length and answers its ETag;
 * `POST ?action=finalizeUpload` {video, uploadToken, uploadedPartIds} must name every part's ETag
 * in order; the reassembled file is then read by ffprobe (the status stays PROCESSING for
 * `processingChecks` reads of `GET /rest/videos/{urn}`, then AVAILABLE, or PROCESSING_FAILED with
 * a `processingFailureReason` when ffprobe finds no video in it). A post may name only an
 * AVAILABLE video of its author.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { probeVideo } from "@/lib/video/probe-video";
import { idCounter, type PlatformAnswer, type PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

/** LinkedIn's part size: 4 MB (4,194,304 bytes) per upload instruction, the last part shorter. */
export const LINKEDIN_VIDEO_PART_BYTES = 4 * 1024 * 1024;

export type LinkedInVideoStatus = "WAITING_UPLOAD" | "PROCESSING" | "AVAILABLE" | "PROCESSING_FAILED";
export type LinkedInVideoPart = { firstByte: number; lastByte: number; etag: string | null; bytes: Buffer | null };
export type LinkedInVideo = {
  urn: string;
  owner: string;
  fileSizeBytes: number;
  uploadToken: string;
  parts: LinkedInVideoPart[];
  thumbnail: { bytes: Buffer; contentType: string } | null;
  wantsThumbnail: boolean;
  status: LinkedInVideoStatus;
  /** The file as LinkedIn put it together from the parts, once finalized. */
  bytes: Buffer | null;
  failureReason: string | null;
  statusReads: number;
};

export type LinkedInVideosOptions = { partBytes?: number; processingChecks?: number };

const UPLOAD = /^\/dms-uploads\/video\/(\d+)\/(part\/(\d+)|thumbnail)$/;
const VIDEO = /^\/rest\/videos\/([^/]+)$/;
const error = (status: number, message: string, extra: Record<string, unknown> = {}): PlatformAnswer => ({ status, json: { status, message, ...extra } });

export function createLinkedInVideos(options: LinkedInVideosOptions = {}) {
  const videos: LinkedInVideo[] = [];
  const partBytes = options.partBytes ?? LINKEDIN_VIDEO_PART_BYTES;
  const nextVideo = idCounter(5000000000000000000n);
  const byId = (id: string) => videos.find((video) => video.urn === `urn:li:video:${id}`);

  /** The signed upload URLs: no token, no version headers. */
  function upload(request: PlatformRequest): PlatformAnswer | null {
    const match = request.method === "PUT" ? UPLOAD.exec(request.path) : null;
    if (!match) return null;
    const video = byId(match[1]);
    if (!video || video.status !== "WAITING_UPLOAD") return error(404, "Upload URL not found or expired");
    if (match[2] === "thumbnail") {
      const contentType = String(request.headers["content-type"] ?? "");
      if (!video.wantsThumbnail || !contentType.startsWith("image/") || request.bytes.length === 0) return error(400, "The thumbnail must be an image, asked for at initializeUpload");
      video.thumbnail = { bytes: request.bytes, contentType };
      return { status: 201 };
    }
    const part = video.parts[Number(match[3])];
    if (!part) return error(404, "Upload URL not found");
    const expected = part.lastByte - part.firstByte + 1;
    if (request.bytes.length !== expected) return error(400, `The part for bytes ${part.firstByte}-${part.lastByte} must be ${expected} bytes; ${request.bytes.length} were sent`);
    part.bytes = request.bytes;
    part.etag = `/ambry-video/${createHash("sha256").update(request.bytes).digest("base64url").slice(0, 24)}`;
    return { status: 201, headers: { etag: part.etag } };
  }

  /** The /rest/videos routes, after the token and version headers were checked; null for another route. */
  async function rest(request: PlatformRequest): Promise<PlatformAnswer | null> {
    if (request.method === "POST" && request.path === "/rest/videos") {
      const action = request.query.get("action");
      if (action === "initializeUpload") return initialize(request);
      if (action === "finalizeUpload") return finalize(request);
      return error(400, `Unknown action ${String(action)}`);
    }
    const read = request.method === "GET" ? VIDEO.exec(request.path) : null;
    if (!read) return null;
    const video = videos.find((v) => v.urn === decodeURIComponent(read[1]));
    if (!video) return error(404, `Not found: ${decodeURIComponent(read[1])}`);
    video.statusReads += 1;
    const status = video.status === "AVAILABLE" && video.statusReads <= (options.processingChecks ?? 0) ? "PROCESSING" : video.status;
    return { status: 200, json: { id: video.urn, owner: video.owner, status, ...(video.failureReason ? { processingFailureReason: video.failureReason } : {}) } };
  }

  function initialize(request: PlatformRequest): PlatformAnswer {
    const body = request.json?.initializeUploadRequest;
    const { owner, fileSizeBytes, uploadCaptions, uploadThumbnail } = body ?? {};
    if (typeof owner !== "string" || !owner.startsWith("urn:li:")) return error(422, "initializeUploadRequest.owner must be a person or organization URN");
    if (!Number.isSafeInteger(fileSizeBytes) || fileSizeBytes <= 0) return error(422, "initializeUploadRequest.fileSizeBytes must be the file's size in bytes");
    if (typeof uploadCaptions !== "boolean" || typeof uploadThumbnail !== "boolean") return error(422, "initializeUploadRequest.uploadCaptions and uploadThumbnail are required booleans");
    const id = nextVideo();
    const parts: LinkedInVideoPart[] = [];
    for (let first = 0; first < fileSizeBytes; first += partBytes) parts.push({ firstByte: first, lastByte: Math.min(first + partBytes, fileSizeBytes) - 1, etag: null, bytes: null });
    const video: LinkedInVideo = {
      urn: `urn:li:video:${id}`, owner, fileSizeBytes, uploadToken: parts.length > 1 ? `token-${id}` : "", parts, thumbnail: null, wantsThumbnail: uploadThumbnail, status: "WAITING_UPLOAD", bytes: null, failureReason: null, statusReads: 0,
    };
    videos.push(video);
    const uploadUrl = (suffix: string) => `${request.baseUrl}/dms-uploads/video/${id}/${suffix}`;
    return {
      status: 200,
      json: {
        value: {
          uploadUrlsExpireAt: Date.now() + 86_400_000,
          video: video.urn,
          uploadInstructions: parts.map((part, index) => ({ uploadUrl: uploadUrl(`part/${index}`), firstByte: part.firstByte, lastByte: part.lastByte })),
          uploadToken: video.uploadToken,
          ...(uploadThumbnail ? { thumbnailUploadUrl: uploadUrl("thumbnail") } : {}),
        },
      },
    };
  }

  async function finalize(request: PlatformRequest): Promise<PlatformAnswer> {
    const body = request.json?.finalizeUploadRequest;
    const video = videos.find((v) => v.urn === body?.video);
    if (!video) return error(404, `Not found: ${String(body?.video)}`);
    if (video.status !== "WAITING_UPLOAD") return error(400, `${video.urn} is already finalized`);
    if ((body?.uploadToken ?? "") !== video.uploadToken) return error(400, "uploadToken does not match the upload");
    const ids: unknown = body?.uploadedPartIds;
    const missing = video.parts.findIndex((part) => part.etag === null);
    if (missing >= 0) return error(400, `Part ${missing + 1} of ${video.parts.length} (bytes ${video.parts[missing].firstByte}-${video.parts[missing].lastByte}) was not uploaded`);
    if (!Array.isArray(ids) || ids.length !== video.parts.length || ids.some((id, index) => id !== video.parts[index].etag)) {
      return error(400, `uploadedPartIds must be the ETags of the ${video.parts.length} parts in order`);
    }
    video.bytes = Buffer.concat(video.parts.map((part) => part.bytes!));
    video.failureReason = await unreadable(video.bytes);
    video.status = video.failureReason ? "PROCESSING_FAILED" : "AVAILABLE";
    return { status: 200 };
  }

  /** For the Posts API: null when `author` may post the video `id`, else LinkedIn's refusal. */
  function refusePost(id: unknown, author: string): PlatformAnswer | null {
    const video = videos.find((v) => v.urn === id);
    if (!video) return error(400, `${String(id)} has not been uploaded`, { code: "INVALID_CONTENT" });
    if (video.owner !== author) return error(403, `${String(id)} belongs to another owner`);
    if (video.status !== "AVAILABLE" || video.statusReads <= (options.processingChecks ?? 0)) {
      const status = video.status === "AVAILABLE" ? "PROCESSING" : video.status;
      return error(400, `${video.urn} is not AVAILABLE (${status})`, { code: "INVALID_CONTENT" });
    }
    return null;
  }

  return { videos, upload, rest, refusePost };
}

/** LinkedIn's transcoding refuses a file that is not a video: ffprobe reads what was put together. */
async function unreadable(bytes: Buffer): Promise<string | null> {
  const folder = await mkdtemp(path.join(tmpdir(), "linkedin-video-"));
  try {
    const file = path.join(folder, "upload");
    await writeFile(file, bytes);
    const probe = await probeVideo(file);
    return probe.ok ? null : `The video could not be processed: ${probe.problem}`;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
