import { FfmpegError, runFfmpeg } from "@/lib/video/run-ffmpeg";

/** A cover wider than this is scaled down: every platform's thumbnail is shown smaller. */
export const COVER_MAX_WIDTH = 1280;
/** Seeking to one frame and encoding it takes a second or two; a file that needs more is refused. */
const COVER_TIMEOUT_MS = 30_000;
/** A 1280-wide JPEG at quality 3 is a few hundred KB. */
const MAX_COVER_BYTES = 10 * 1024 * 1024;

/**
 * The frame at `atMs` of a video (a file path or an http(s) URL) as JPEG bytes, in the displayed
 * orientation, at most 1280 px wide with its aspect ratio kept. ffmpeg seeks before opening the
 * input (`-ss` first: to the keyframe before, then decodes up to the time), so only a few frames
 * are decoded whatever the video's length. A time past the end gives no frame and fails.
 */
export async function makeCoverFrame(input: string, atMs: number): Promise<Uint8Array> {
  const at = (Math.max(0, atMs) / 1000).toFixed(3);
  const jpeg = await runFfmpeg(
    [
      "-v", "error", "-ss", at, "-i", input, "-frames:v", "1", "-an", "-sn", "-threads", "1",
      // Even sizes for the encoder; never scaled up.
      "-vf", `scale='min(${COVER_MAX_WIDTH},iw)':-2`,
      "-c:v", "mjpeg", "-q:v", "3", "-f", "image2", "pipe:1",
    ],
    { timeoutMs: COVER_TIMEOUT_MS, maxStdoutBytes: MAX_COVER_BYTES },
  );
  if (jpeg.byteLength === 0) throw new FfmpegError(`no frame at ${at} s (is it past the end of the video?)`);
  return jpeg;
}
