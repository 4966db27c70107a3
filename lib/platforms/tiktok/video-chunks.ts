/**
 * TikTok's chunk rules for a FILE_UPLOAD (Content Posting API, "Media Transfer Guide"): every chunk
 * from 5 MB to 64 MB, except the last, which takes the trailing bytes and may reach 128 MB; a file
 * under 5 MB goes whole as one chunk; a file over 64 MB in several; `total_chunk_count` is
 * video_size / chunk_size rounded down; 1 to 1000 chunks. MB here is 1,048,576 bytes.
 */
export type TikTokChunkLimits = { minBytes: number; maxBytes: number; finalMaxBytes: number; maxChunks: number };

const MB = 1024 * 1024;
export const TIKTOK_CHUNK_LIMITS: TikTokChunkLimits = { minBytes: 5 * MB, maxBytes: 64 * MB, finalMaxBytes: 128 * MB, maxChunks: 1000 };

/** Ours: 10 MB chunks, so that no more than 20 MB of a video is held at once (the last chunk is below two). */
export const TIKTOK_DEFAULT_CHUNK_BYTES = 10 * MB;

export type TikTokChunkPlan = { chunkSize: number; totalChunkCount: number; chunks: { first: number; last: number }[] };

/** How a file of `size` bytes goes, in chunks of about `chunkBytes` kept within TikTok's limits. */
export function tiktokChunkPlan(size: number, chunkBytes: number = TIKTOK_DEFAULT_CHUNK_BYTES, limits: TikTokChunkLimits = TIKTOK_CHUNK_LIMITS): TikTokChunkPlan {
  // Within the limits, and large enough that at most maxChunks are needed.
  let chunkSize = Math.min(Math.max(chunkBytes, limits.minBytes, Math.ceil(size / limits.maxChunks)), limits.maxBytes);
  if (size <= chunkSize) chunkSize = size;
  // Over 64 MB in at least two chunks, even when one chunk and its trailing bytes would fit 128 MB.
  if (size > limits.maxBytes) chunkSize = Math.min(chunkSize, Math.floor(size / 2));
  const totalChunkCount = Math.floor(size / chunkSize);
  const chunks = Array.from({ length: totalChunkCount }, (_, index) => ({
    first: index * chunkSize,
    // The last chunk takes the trailing bytes.
    last: index === totalChunkCount - 1 ? size - 1 : (index + 1) * chunkSize - 1,
  }));
  return { chunkSize, totalChunkCount, chunks };
}

/**
 * What is wrong with a declared upload by TikTok's rules, or null: the loopback TikTok checks
 * each init with it, as TikTok does.
 */
export function tiktokChunkProblem(videoSize: unknown, chunkSize: unknown, totalChunkCount: unknown, limits: TikTokChunkLimits = TIKTOK_CHUNK_LIMITS): string | null {
  if (![videoSize, chunkSize, totalChunkCount].every((n) => Number.isSafeInteger(n) && (n as number) > 0)) return "video_size, chunk_size and total_chunk_count must be positive integers.";
  const [size, chunk, count] = [videoSize, chunkSize, totalChunkCount] as number[];
  if (size < limits.minBytes) return chunk === size && count === 1 ? null : `A video under ${limits.minBytes} bytes is uploaded whole: chunk_size must be video_size (${size}) and total_chunk_count 1.`;
  if (chunk < limits.minBytes || chunk > limits.maxBytes) return `chunk_size must be from ${limits.minBytes} to ${limits.maxBytes} bytes; ${chunk} given.`;
  if (count !== Math.floor(size / chunk)) return `The total chunk count is invalid: video_size / chunk_size rounded down is ${Math.floor(size / chunk)}, not ${count}.`;
  if (count > limits.maxChunks) return `At most ${limits.maxChunks} chunks; ${count} given.`;
  if (size > limits.maxBytes && count < 2) return `A video over ${limits.maxBytes} bytes is uploaded in several chunks.`;
  const final = size - (count - 1) * chunk;
  if (final > limits.finalMaxBytes) return `The final chunk would be ${final} bytes; at most ${limits.finalMaxBytes}.`;
  return null;
}
