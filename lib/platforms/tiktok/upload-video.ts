import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readText } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";
import { readTikTokError } from "@/lib/platforms/tiktok/tiktok-error";
import { TIKTOK_CHUNK_LIMITS, TIKTOK_DEFAULT_CHUNK_BYTES, tiktokChunkPlan, type TikTokChunkLimits } from "@/lib/platforms/tiktok/video-chunks";

export type TikTokChunkOptions = { chunkBytes: number; limits: TikTokChunkLimits };
export const DEFAULT_TIKTOK_CHUNKS: TikTokChunkOptions = { chunkBytes: TIKTOK_DEFAULT_CHUNK_BYTES, limits: TIKTOK_CHUNK_LIMITS };

/** The `source_info` of a FILE_UPLOAD init: the file's size and how it will be cut (video-chunks.ts). */
export function fileUploadSource(video: PublishVideo, chunks: TikTokChunkOptions) {
  const plan = tiktokChunkPlan(video.bytes, chunks.chunkBytes, chunks.limits);
  return { source: "FILE_UPLOAD", video_size: video.bytes, chunk_size: plan.chunkSize, total_chunk_count: plan.totalChunkCount };
}

/**
 * The file to the `upload_url` init answered, chunk after chunk in order as TikTok requires: each
 * a `PUT` with its Content-Range (`bytes first-last/size`), Content-Type the video's and the bytes
 * read from the media store for that range only. TikTok answers 206 until the last chunk, then
 * 201. The upload URL is signed: no token goes to it. Until the last chunk is in, TikTok has no
 * video and publishes nothing, so a failure is retryable (the next attempt starts a new upload);
 * the last chunk's lost answer may mean the video is on its way, so that one is not repeatable.
 */
export async function uploadTikTokVideo(video: PublishVideo, uploadUrl: string, chunks: TikTokChunkOptions, timeoutMs: number): Promise<void> {
  const plan = tiktokChunkPlan(video.bytes, chunks.chunkBytes, chunks.limits);
  for (const [index, chunk] of plan.chunks.entries()) {
    const last = index === plan.chunks.length - 1;
    const answer = await sendHttp({
      platform: "tiktok",
      method: "PUT",
      url: uploadUrl,
      headers: { "content-range": `bytes ${chunk.first}-${chunk.last}/${video.bytes}` },
      bytes: { data: await video.readRange(chunk.first, chunk.last + 1), contentType: video.mimeType },
      timeoutMs,
      repeatable: !last,
    });
    if (!isSuccess(answer)) {
      const reading = readTikTokError(answer.json);
      throw errorFromAnswer("tiktok", answer, { ...reading, message: reading.message ?? readText(answer.json, "message") ?? `chunk ${index + 1} of ${plan.chunks.length} was refused` });
    }
    if (last && answer.status !== 201) throw new PublishError("retryable", `TikTok answered ${answer.status} to the last chunk of the video instead of 201 Created.`);
  }
}
