import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp, type HttpAnswer } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { readXError } from "@/lib/platforms/x-twitter/read-x-error";

/** X's bound on one appended segment (docs.x.com, "Append Media upload": at most 5 MB). */
export const X_MAX_SEGMENT_BYTES = 5 * 1024 * 1024;
/** segment_index runs from 0 to 999. */
export const X_MAX_SEGMENTS = 1000;
// Well inside the 5 MB bound: a segment's multipart framing adds a few hundred bytes, and a
// smaller request that fails costs less to send again. A 15 MB GIF is 15 segments.
const DEFAULT_CHUNK_BYTES = 1024 * 1024;

export type XMediaCategory = "tweet_gif" | "tweet_image" | "tweet_video";

/**
 * What the chunked upload sends: its type and size, and its bytes a segment at a time (an image
 * already in memory, or a video read from the media store by range, never whole).
 */
export type ChunkedSource = { mimeType: string; totalBytes: number; readRange(start: number, end: number): Promise<Uint8Array> };

/** An image's bytes as a chunked source. */
export function chunkedSourceOf(image: Pick<PublishImage, "bytes" | "mimeType">): ChunkedSource {
  return { mimeType: image.mimeType, totalBytes: image.bytes.byteLength, readRange: async (start, end) => image.bytes.subarray(start, end) };
}

export type ChunkedUploadOptions = {
  accessToken: string;
  baseUrl: string;
  /** Per HTTP request. */
  timeoutMs: number;
  /** Bytes per appended segment (at most X_MAX_SEGMENT_BYTES). */
  chunkBytes?: number;
  /** Waits between status checks; tests record instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** The most the status checks may wait in all before the publish is given up as retryable. */
  maxProcessingWaitMs: number;
};

type Processing = { state: string; checkAfterSecs: number | undefined; error: string | undefined };

/**
 * X API v2 chunked media upload (docs/platforms.md, "Images" and "Video"):
 * `POST /2/media/upload/initialize` {media_type, total_bytes, media_category} answers the media
 * id; each segment goes to `POST /2/media/upload/{id}/append` as multipart (`segment_index`,
 * `media`), in order from 0, read from the source only when it is sent; `POST
 * /2/media/upload/{id}/finalize` closes it. When the finalize answer carries `processing_info`,
 * X is still processing (a GIF usually is, a video always): `GET /2/media/upload?command=STATUS`
 * is asked after each `check_after_secs` until the state is `succeeded`, and the id may be cited
 * only then. Nothing is published by any of these calls, so each is safe to repeat.
 * `onFinalized` hears the id once X holds every byte, so that a retry can wait for the same
 * media instead of sending it again (upload-video.ts).
 */
export async function uploadXChunked(
  source: ChunkedSource,
  category: XMediaCategory,
  options: ChunkedUploadOptions & { onFinalized?: (mediaId: string, expiresAfterSecs: number | undefined) => void },
): Promise<string> {
  const { baseUrl } = options;
  const chunkBytes = options.chunkBytes ?? defaultChunkBytes(source.totalBytes);
  const ranges = segmentRanges(source.totalBytes, chunkBytes);
  const initialized = await callX(options, "POST", `${baseUrl}/2/media/upload/initialize`, {
    json: { media_type: source.mimeType, total_bytes: source.totalBytes, media_category: category },
  });
  const mediaId = readId(initialized.json, "data", "id");
  if (!mediaId) throw new PublishError("retryable", "X accepted the media upload but answered no media id.");
  const mediaUrl = `${baseUrl}/2/media/upload/${encodeURIComponent(mediaId)}`;

  for (const [index, [start, end]] of ranges.entries()) {
    const segment = await source.readRange(start, end);
    if (segment.byteLength !== end - start) throw new PublishError("retryable", `The media store answered ${segment.byteLength} bytes for segment ${index}, not ${end - start}.`);
    const form = new FormData();
    form.append("segment_index", String(index));
    form.append("media", new Blob([new Uint8Array(segment)], { type: "application/octet-stream" }), "segment");
    await callX(options, "POST", `${mediaUrl}/append`, { multipart: form });
  }

  const finalized = await callX(options, "POST", `${mediaUrl}/finalize`);
  const expires = readPath(initialized.json, "data", "expires_after_secs");
  options.onFinalized?.(mediaId, typeof expires === "number" ? expires : undefined);
  await waitUntilProcessed(mediaId, readProcessing(finalized), category, options);
  return mediaId;
}

/**
 * Waits for a media finalized earlier (a retry of the same delivery): true once X says it
 * succeeded, false when X no longer knows it (expired, or not this token's), so it must be sent again.
 */
export async function awaitXMedia(mediaId: string, category: XMediaCategory, options: ChunkedUploadOptions): Promise<boolean> {
  const answer = await sendHttp({ platform: "x_twitter", method: "GET", url: statusUrl(options.baseUrl, mediaId), headers: authorization(options), timeoutMs: options.timeoutMs, repeatable: true });
  if (answer.status === 404) return false;
  if (!isSuccess(answer)) throw errorFromAnswer("x_twitter", answer, readXError(answer.json));
  await waitUntilProcessed(mediaId, readProcessing(answer), category, options);
  return true;
}

const authorization = (options: ChunkedUploadOptions) => ({ authorization: `Bearer ${options.accessToken}` });
const statusUrl = (baseUrl: string, mediaId: string) => `${baseUrl}/2/media/upload?command=STATUS&media_id=${encodeURIComponent(mediaId)}`;

/** One request of the upload; an answer other than 2xx becomes the PublishError it means. */
async function callX(options: ChunkedUploadOptions, method: "GET" | "POST", url: string, body: { json?: unknown; multipart?: FormData } = {}): Promise<HttpAnswer> {
  const answer = await sendHttp({ platform: "x_twitter", method, url, headers: authorization(options), ...body, timeoutMs: options.timeoutMs, repeatable: true });
  if (!isSuccess(answer)) throw errorFromAnswer("x_twitter", answer, readXError(answer.json));
  return answer;
}

/** 1 MiB, or larger segments when 1,000 of 1 MiB would not carry the file (a video over 1 GB), up to X's 5 MB. */
export function defaultChunkBytes(totalBytes: number): number {
  return Math.min(X_MAX_SEGMENT_BYTES, Math.max(DEFAULT_CHUNK_BYTES, Math.ceil(totalBytes / X_MAX_SEGMENTS)));
}

/** [start, end) of each segment of `chunkBytes`, refused if X would take more than 1,000 of them. */
export function segmentRanges(totalBytes: number, chunkBytes: number): Array<[number, number]> {
  if (!Number.isInteger(chunkBytes) || chunkBytes < 1 || chunkBytes > X_MAX_SEGMENT_BYTES) {
    throw new Error(`chunkBytes must be 1..${X_MAX_SEGMENT_BYTES}, not ${chunkBytes}`);
  }
  const count = Math.ceil(totalBytes / chunkBytes);
  if (count > X_MAX_SEGMENTS) {
    throw new PublishError("permanent", `The media is too large for X's chunked upload (${count} segments, at most ${X_MAX_SEGMENTS}).`);
  }
  return Array.from({ length: count }, (_, index): [number, number] => [index * chunkBytes, Math.min(totalBytes, (index + 1) * chunkBytes)]);
}

/** The bytes cut into segments of `chunkBytes` (segmentRanges over bytes in memory). */
export function segmentsOf(bytes: Uint8Array, chunkBytes: number): Uint8Array[] {
  return segmentRanges(bytes.byteLength, chunkBytes).map(([start, end]) => bytes.subarray(start, end));
}

/**
 * Polls while X processes: each wait is the `check_after_secs` X asked for (1 s when it names
 * none), and all of them together stay within `maxProcessingWaitMs`; past that the publish is
 * given up as retryable (the media is never attached, which is harmless), not left hanging.
 */
async function waitUntilProcessed(mediaId: string, first: Processing | null, category: XMediaCategory, options: ChunkedUploadOptions): Promise<void> {
  const noun = category === "tweet_video" ? "video" : "media";
  let processing = first;
  let waitedMs = 0;
  while (processing && processing.state !== "succeeded") {
    if (processing.state === "failed") {
      throw new PublishError("permanent", `X could not process the ${noun}: ${processing.error ?? "no reason given"}`);
    }
    const waitMs = Math.max(0, processing.checkAfterSecs ?? 1) * 1000;
    if (waitedMs + waitMs > options.maxProcessingWaitMs) {
      throw new PublishError("retryable", `X was still processing the ${noun} after ${Math.round(waitedMs / 1000)} s; try again shortly.`, { retryAfterMs: waitMs });
    }
    await options.sleep(waitMs);
    waitedMs += waitMs;
    processing = readProcessing(await callX(options, "GET", statusUrl(options.baseUrl, mediaId)));
  }
}

/**
 * `processing_info` of a finalize or status answer (under `data`, or at the top level as the
 * older answer shape has it); null when absent, which X documents as "ready to use".
 */
function readProcessing(answer: HttpAnswer): Processing | null {
  const info = readPath(answer.json, "data", "processing_info") ?? readPath(answer.json, "processing_info");
  const state = readText(info, "state");
  if (!state) return null;
  const checkAfter = readPath(info, "check_after_secs");
  return {
    state,
    checkAfterSecs: typeof checkAfter === "number" && Number.isFinite(checkAfter) ? checkAfter : undefined,
    error: readText(info, "error", "message") ?? readText(info, "error", "name") ?? readXError(answer.json).message,
  };
}
