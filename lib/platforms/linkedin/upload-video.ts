import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { safeFetchBytes } from "@/lib/net/safe-fetch";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { waitForContainer, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";
import type { LinkedInUpload } from "@/lib/platforms/linkedin/upload-image";

/** The image upload's settings, and the processing checks after finalizeUpload (LinkedIn transcodes the video before a post may name it). */
type Upload = LinkedInUpload & { wait: ContainerWaitOptions };

type Part = { uploadUrl: string; firstByte: number; lastByte: number };

// A cover larger than this is not a thumbnail; the video goes without one rather than fail.
const MAX_THUMBNAIL_BYTES = 10 * 1024 * 1024;

/**
 * LinkedIn's Videos API (docs/platforms.md, "Video"): `POST /rest/videos?action=initializeUpload`
 * {owner, fileSizeBytes, uploadCaptions, uploadThumbnail} answers the video's URN and
 * `uploadInstructions`, byte ranges of the file (LinkedIn cuts it into parts of about 4 MB), each
 * with its own upload URL; each range is read from the media store and PUT there, and its answer's
 * ETag kept; `action=finalizeUpload` names every part's ETag in order; then `GET /rest/videos/{urn}`
 * until AVAILABLE (PROCESSING_FAILED fails with LinkedIn's reason). Returns the video URN for the
 * post's `content.media.id`. Nothing is visible until a post names the video, so every step may
 * repeat and a retry starts afresh.
 */
export async function uploadLinkedInVideo(video: PublishVideo, upload: Upload): Promise<string> {
  const { baseUrl, headers, owner, timeoutMs, readError } = upload;
  const cover = await coverBytes(video, timeoutMs);
  const initialized = await sendHttp({
    platform: "linkedin",
    method: "POST",
    url: `${baseUrl}/rest/videos?action=initializeUpload`,
    headers,
    json: { initializeUploadRequest: { owner, fileSizeBytes: video.bytes, uploadCaptions: false, uploadThumbnail: cover !== null } },
    timeoutMs,
    repeatable: true,
  });
  if (!isSuccess(initialized)) throw errorFromAnswer("linkedin", initialized, readError(initialized.json));
  const videoUrn = readText(initialized.json, "value", "video");
  const parts = partsOf(readPath(initialized.json, "value", "uploadInstructions"), video.bytes);
  if (!videoUrn || !parts) throw new PublishError("retryable", "LinkedIn answered the video upload request without a video URN or upload instructions covering the file.");

  const partIds: string[] = [];
  for (const part of parts) {
    const put = await sendHttp({
      platform: "linkedin",
      method: "PUT",
      url: part.uploadUrl,
      // The upload URL is signed; the token is not sent to it.
      bytes: { data: await video.readRange(part.firstByte, part.lastByte + 1), contentType: "application/octet-stream" },
      timeoutMs,
      repeatable: true,
    });
    if (!isSuccess(put)) throw errorFromAnswer("linkedin", put, readError(put.json));
    const etag = put.headers.get("etag")?.trim();
    if (!etag) throw new PublishError("retryable", `LinkedIn accepted part ${partIds.length + 1} of the video without an ETag.`);
    partIds.push(etag);
  }

  const thumbnailUrl = readText(initialized.json, "value", "thumbnailUploadUrl");
  if (cover && thumbnailUrl) {
    const put = await sendHttp({ platform: "linkedin", method: "PUT", url: thumbnailUrl, bytes: cover, timeoutMs, repeatable: true });
    if (!isSuccess(put)) throw errorFromAnswer("linkedin", put, readError(put.json));
  }

  const finalized = await sendHttp({
    platform: "linkedin",
    method: "POST",
    url: `${baseUrl}/rest/videos?action=finalizeUpload`,
    headers,
    json: { finalizeUploadRequest: { video: videoUrn, uploadToken: readText(initialized.json, "value", "uploadToken") ?? "", uploadedPartIds: partIds } },
    timeoutMs,
    repeatable: true,
  });
  if (!isSuccess(finalized)) throw errorFromAnswer("linkedin", finalized, readError(finalized.json));

  await waitForContainer("linkedin", async () => {
    const answer = await sendHttp({ platform: "linkedin", method: "GET", url: `${baseUrl}/rest/videos/${encodeURIComponent(videoUrn)}`, headers, timeoutMs, repeatable: true });
    if (!isSuccess(answer)) throw errorFromAnswer("linkedin", answer, readError(answer.json));
    const status = readText(answer.json, "status");
    if (status === "AVAILABLE") return { status: "finished" };
    if (status === "PROCESSING_FAILED") return { status: "failed", detail: readText(answer.json, "processingFailureReason") ?? status };
    return { status: "in_progress" };
  }, upload.wait);
  return videoUrn;
}

/**
 * The instructions in byte order, when they cover [0, size) exactly, each range once: anything
 * else would upload a different file than the one LinkedIn expects.
 */
function partsOf(instructions: unknown, size: number): Part[] | null {
  if (!Array.isArray(instructions) || instructions.length === 0) return null;
  const parts = instructions.map((item) => ({ uploadUrl: readText(item, "uploadUrl"), firstByte: readPath(item, "firstByte"), lastByte: readPath(item, "lastByte") }));
  if (!parts.every((part): part is Part => typeof part.uploadUrl === "string" && Number.isSafeInteger(part.firstByte) && Number.isSafeInteger(part.lastByte))) return null;
  parts.sort((a, b) => a.firstByte - b.firstByte);
  let next = 0;
  for (const part of parts) {
    if (part.firstByte !== next || part.lastByte < part.firstByte) return null;
    next = part.lastByte + 1;
  }
  return next === size ? parts : null;
}

/**
 * The cover frame (docs/video.md) as LinkedIn's thumbnail, fetched from its public URL through the
 * SSRF-safe fetch. A cover that cannot be had leaves the choice of frame to LinkedIn: the
 * thumbnail is asked for only once its bytes are in hand.
 */
async function coverBytes(video: PublishVideo, timeoutMs: number): Promise<{ data: Uint8Array; contentType: string } | null> {
  if (!video.coverUrl) return null;
  try {
    const fetched = await safeFetchBytes(video.coverUrl, { timeoutMs, maxBytes: MAX_THUMBNAIL_BYTES, privateAllowlist: privateAllowlistFor("images") });
    if (fetched.status !== 200 || !fetched.contentType.startsWith("image/")) return null;
    return { data: fetched.bytes, contentType: fetched.contentType.split(";")[0].trim() };
  } catch {
    return null;
  }
}
