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

export type XMediaCategory = "tweet_gif" | "tweet_image";

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
 * X API v2 chunked media upload (docs/platforms.md, "Images"): `POST /2/media/upload/initialize`
 * {media_type, total_bytes, media_category} answers the media id; each segment goes to
 * `POST /2/media/upload/{id}/append` as multipart (`segment_index`, `media`), in order from 0;
 * `POST /2/media/upload/{id}/finalize` closes it. When the finalize answer carries
 * `processing_info`, X is still processing (a GIF usually is): `GET /2/media/upload?command=STATUS`
 * is asked after each `check_after_secs` until the state is `succeeded`, and the id may be cited
 * only then. Nothing is published by any of these calls, so each is safe to repeat.
 */
export async function uploadXChunked(image: PublishImage, category: XMediaCategory, options: ChunkedUploadOptions): Promise<string> {
  const { accessToken, baseUrl, timeoutMs } = options;
  const headers = { authorization: `Bearer ${accessToken}` };
  const call = async (method: "GET" | "POST", url: string, body: { json?: unknown; multipart?: FormData } = {}) => {
    const answer = await sendHttp({ platform: "x_twitter", method, url, headers, ...body, timeoutMs, repeatable: true });
    if (!isSuccess(answer)) throw errorFromAnswer("x_twitter", answer, readXError(answer.json));
    return answer;
  };

  const segments = segmentsOf(image.bytes, options.chunkBytes ?? DEFAULT_CHUNK_BYTES);
  const initialized = await call("POST", `${baseUrl}/2/media/upload/initialize`, {
    json: { media_type: image.mimeType, total_bytes: image.bytes.byteLength, media_category: category },
  });
  const mediaId = readId(initialized.json, "data", "id");
  if (!mediaId) throw new PublishError("retryable", "X accepted the media upload but answered no media id.");
  const mediaUrl = `${baseUrl}/2/media/upload/${encodeURIComponent(mediaId)}`;

  for (const [index, segment] of segments.entries()) {
    const form = new FormData();
    form.append("segment_index", String(index));
    form.append("media", new Blob([new Uint8Array(segment)], { type: "application/octet-stream" }), "segment");
    await call("POST", `${mediaUrl}/append`, { multipart: form });
  }

  const finalized = await call("POST", `${mediaUrl}/finalize`);
  await waitUntilProcessed(readProcessing(finalized), () => call("GET", `${baseUrl}/2/media/upload?command=STATUS&media_id=${encodeURIComponent(mediaId)}`), options);
  return mediaId;
}

/** The bytes cut into segments of `chunkBytes`, refused if X would take more than 1,000 of them. */
export function segmentsOf(bytes: Uint8Array, chunkBytes: number): Uint8Array[] {
  if (!Number.isInteger(chunkBytes) || chunkBytes < 1 || chunkBytes > X_MAX_SEGMENT_BYTES) {
    throw new Error(`chunkBytes must be 1..${X_MAX_SEGMENT_BYTES}, not ${chunkBytes}`);
  }
  const segments: Uint8Array[] = [];
  for (let start = 0; start < bytes.byteLength; start += chunkBytes) segments.push(bytes.subarray(start, start + chunkBytes));
  if (segments.length > X_MAX_SEGMENTS) {
    throw new PublishError("permanent", `The image is too large for X's chunked upload (${segments.length} segments, at most ${X_MAX_SEGMENTS}).`);
  }
  return segments;
}

/**
 * Polls while X processes: each wait is the `check_after_secs` X asked for (1 s when it names
 * none), and all of them together stay within `maxProcessingWaitMs`; past that the publish is
 * given up as retryable (the media is never attached, which is harmless), not left hanging.
 */
async function waitUntilProcessed(first: Processing | null, checkStatus: () => Promise<HttpAnswer>, options: ChunkedUploadOptions): Promise<void> {
  let processing = first;
  let waitedMs = 0;
  while (processing && processing.state !== "succeeded") {
    if (processing.state === "failed") {
      throw new PublishError("permanent", `X could not process the media: ${processing.error ?? "no reason given"}`);
    }
    const waitMs = Math.max(0, processing.checkAfterSecs ?? 1) * 1000;
    if (waitedMs + waitMs > options.maxProcessingWaitMs) {
      throw new PublishError("retryable", `X was still processing the media after ${Math.round(waitedMs / 1000)} s; try again shortly.`, { retryAfterMs: waitMs });
    }
    await options.sleep(waitMs);
    waitedMs += waitMs;
    processing = readProcessing(await checkStatus());
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
