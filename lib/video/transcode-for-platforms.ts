import { rename, rm } from "node:fs/promises";
import { runFfmpeg } from "@/lib/video/run-ffmpeg";
import { transcodePlan, type TranscodeTarget } from "@/lib/video/transcode-plan";

export type { TranscodeTarget, VideoBounds } from "@/lib/video/transcode-plan";
export { transcodePlan } from "@/lib/video/transcode-plan";

export type TranscodeOptions = {
  /** ffmpeg is killed past this and no output is left. Default: 10 minutes plus 4× the video's length. */
  timeoutMs?: number;
  /** Aborting it kills ffmpeg (a cancelled job); no output is left. */
  signal?: AbortSignal;
};

/** The sound every platform that publishes video takes (AAC, 128 kbps, 48 kHz at most; docs/platforms.md "Video"). */
const AUDIO_BIT_RATE = 128_000;

/**
 * The video at `input` (a path or an http(s) URL) re-encoded to what every given platform takes:
 * H.264 High with AAC sound in an MP4 whose index comes first (faststart: the platforms that
 * fetch a URL read it before the picture), its size and frame rate capped to the strictest rules.
 * Bounded in time (killed past `timeoutMs`), CPU (one thread to decode, filter and encode, at
 * low priority); stopped when `signal` aborts. `onProgress`
 * hears the fraction of the video written so far, from ffmpeg's `-progress`, ending with 1.
 * The result is written beside `output` and moved there only when whole: a failure or a timeout
 * leaves no file at `output`.
 */
export async function transcodeForPlatforms(input: string, output: string, target: TranscodeTarget, onProgress: (fraction: number) => void, options: TranscodeOptions = {}): Promise<void> {
  const plan = transcodePlan(target);
  const durationUs = target.source.durationMs * 1000;
  const timeoutMs = options.timeoutMs ?? 10 * 60_000 + 4 * target.source.durationMs;
  // The picture's share of the strictest bit rate, leaving room for the sound and the container.
  const videoRate = plan.maxBitRate === null ? [] : ["-maxrate", String(Math.floor(plan.maxBitRate * 0.9) - AUDIO_BIT_RATE), "-bufsize", String(plan.maxBitRate)];
  const partial = `${output}.partial`;
  let reported = 0;
  const report = (fraction: number) => {
    // ffmpeg's clock may step back at the very start; progress never does.
    const clamped = Math.min(1, Math.max(reported, fraction));
    if (clamped === reported && fraction !== 1) return;
    reported = clamped;
    onProgress(clamped);
  };
  try {
    await runFfmpeg(
      [
        // One thread for decoding (before -i), filtering and encoding (-threads after it): at
        // most about one core per conversion, whatever the codec's own default.
        "-v", "error", "-y", "-threads", "1", "-filter_threads", "1", "-i", input,
        "-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn", "-map_metadata", "-1",
        "-vf", `scale=${plan.width}:${plan.height},fps=${plan.frameRate},format=yuv420p`,
        "-c:v", "libx264", "-profile:v", "high", "-preset", "veryfast", "-crf", "23", ...videoRate,
        "-c:a", "aac", "-b:a", String(AUDIO_BIT_RATE), "-ar", "48000", "-ac", "2",
        "-threads", "1", "-movflags", "+faststart", "-f", "mp4",
        "-progress", "pipe:1", "-nostats", partial,
      ],
      {
        timeoutMs,
        ...(options.signal ? { signal: options.signal } : {}),
        onLine: (line) => {
          const [key, value] = line.split("=");
          if (key === "out_time_us" && durationUs > 0) report(Number(value) / durationUs);
          if (key === "progress" && value === "end") report(1);
        },
      },
    );
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
