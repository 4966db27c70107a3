import { rename, rm } from "node:fs/promises";
import { runFfmpeg } from "@/lib/video/run-ffmpeg";

/**
 * The bounds of one platform's video rules a transcode can meet (a platform's `VideoRules` of
 * lib/platforms/video-rules.ts is one: lib/video/ sits below the platforms and names none).
 */
export type VideoBounds = {
  publishes: boolean;
  maxWidth?: number;
  maxHeight?: number;
  maxLongSide?: number;
  maxShortSide?: number;
  minFrameRate?: number;
  maxFrameRate?: number;
  maxBitRate?: number;
};

/** What is known of the source (its probed facts) and the rules the result must pass. */
export type TranscodeTarget = {
  rules: readonly VideoBounds[];
  source: { durationMs: number; width: number; height: number; frameRate: number };
};

export type TranscodeOptions = {
  /** ffmpeg is killed past this and no output is left. Default: 10 minutes plus 4× the video's length. */
  timeoutMs?: number;
};

/** The sound every platform that publishes video takes (AAC, 128 kbps, 48 kHz at most; docs/platforms.md "Video"). */
const AUDIO_BIT_RATE = 128_000;
/** The rate a video slower than every platform's lower bound is raised to, and the highest default. */
const DEFAULT_MAX_FRAME_RATE = 60;

/** The picture the result gets: the source's, scaled down to fit every rule's sides, and its frame rate within every rule's bounds. */
export function transcodePlan(target: TranscodeTarget): { width: number; height: number; frameRate: number; maxBitRate: number | null } {
  const published = target.rules.filter((rule) => rule.publishes);
  const { width, height, frameRate } = target.source;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scales = published.flatMap((rule) => [
    rule.maxWidth === undefined ? 1 : rule.maxWidth / width,
    rule.maxHeight === undefined ? 1 : rule.maxHeight / height,
    rule.maxLongSide === undefined ? 1 : rule.maxLongSide / long,
    rule.maxShortSide === undefined ? 1 : rule.maxShortSide / short,
  ]);
  const scale = Math.min(1, ...scales);
  // H.264 with 4:2:0 wants even sides; rounding down keeps them within the bound.
  const even = (side: number) => Math.max(2, Math.floor((side * scale) / 2) * 2);
  const maxFrameRate = Math.min(DEFAULT_MAX_FRAME_RATE, ...published.map((rule) => rule.maxFrameRate ?? DEFAULT_MAX_FRAME_RATE));
  const minFrameRate = Math.max(0, ...published.map((rule) => rule.minFrameRate ?? 0));
  const bitRates = published.flatMap((rule) => (rule.maxBitRate === undefined ? [] : [rule.maxBitRate]));
  return {
    width: scale < 1 ? even(width) : width - (width % 2),
    height: scale < 1 ? even(height) : height - (height % 2),
    frameRate: Math.min(maxFrameRate, Math.max(minFrameRate, frameRate)),
    maxBitRate: bitRates.length > 0 ? Math.min(...bitRates) : null,
  };
}

/**
 * The video at `input` (a path or an http(s) URL) re-encoded to what every given platform takes:
 * H.264 High with AAC sound in an MP4 whose index comes first (faststart: the platforms that
 * fetch a URL read it before the picture), its size and frame rate capped to the strictest rules.
 * Bounded in time (killed past `timeoutMs`), CPU (one thread, at low priority). `onProgress`
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
        "-v", "error", "-y", "-i", input,
        "-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn", "-map_metadata", "-1",
        "-vf", `scale=${plan.width}:${plan.height},fps=${plan.frameRate},format=yuv420p`,
        "-c:v", "libx264", "-profile:v", "high", "-preset", "veryfast", "-crf", "23", ...videoRate,
        "-c:a", "aac", "-b:a", String(AUDIO_BIT_RATE), "-ar", "48000", "-ac", "2",
        "-threads", "1", "-movflags", "+faststart", "-f", "mp4",
        "-progress", "pipe:1", "-nostats", partial,
      ],
      {
        timeoutMs,
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
