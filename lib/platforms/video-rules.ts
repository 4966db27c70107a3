import { aspectRatioText } from "@/lib/platforms/image-rules";
import type { VideoContainer, VideoFacts } from "@/lib/video/video-facts";

/**
 * What a platform takes as a post's video (docs/platforms.md, "Video"), beside its image rules.
 * Only limits the platform documents are here, each with its source in the platform's
 * video-rules.ts; a platform whose API publishes no video says why, and every video is refused
 * for it with that reason.
 */
export type VideoRules = PublishedVideoRules | { publishes: false; reason: string };

export type PublishedVideoRules = {
  publishes: true;
  containers: readonly VideoContainer[];
  /** ffprobe's codec names ("h264", "hevc", "vp9", …). */
  videoCodecs: readonly string[];
  /** ffprobe's codec names of the sound; a silent video (no audio stream) is always taken. */
  audioCodecs: readonly string[];
  minDurationMs: number;
  maxDurationMs: number;
  maxBytes: number;
  /** Smallest file in bytes, where the platform refuses tiny files (LinkedIn). */
  minBytes?: number;
  /** Bounds on each side, where the platform gives them per side. */
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Bounds on the longer and the shorter side, whichever is the width (X: 1280 × 1024 either way). */
  maxLongSide?: number;
  maxShortSide?: number;
  /** Width divided by height, within [min, max]; `label` as the platform writes it. */
  aspectRatio?: { min: number; max: number; label: string };
  minFrameRate?: number;
  maxFrameRate?: number;
  /** Bits per second of the whole file, where documented. */
  maxBitRate?: number;
  /**
   * Whether Brandcast publishes images beside the video in one post of this platform. False for
   * every platform today: each publisher sends a video alone (docs/platforms.md, "Video").
   */
  mixesWithImages: boolean;
};

/** One video per post on every platform (docs/platforms.md, "Video"). */
export const MAX_VIDEOS_PER_POST = 1;

/**
 * What the rules are checked against: the probe's facts (lib/video/video-facts.ts) as a media row
 * keeps them, where the container may be unknown and the bit rate absent (that rule is then not checked).
 */
export type VideoRuleFacts = Omit<VideoFacts, "container" | "mimeType" | "bitRate"> & { container: string | null; bitRate: number | null };

const CONTAINER_NAMES: Record<string, string> = { mp4: "MP4", mov: "MOV", webm: "WebM" };
const CODEC_NAMES: Record<string, string> = { h264: "H.264", hevc: "HEVC (H.265)", vp8: "VP8", vp9: "VP9", av1: "AV1", prores: "ProRes", aac: "AAC", mp3: "MP3", opus: "Opus", vorbis: "Vorbis" };
const containerName = (name: string | null) => (name === null ? "unknown" : (CONTAINER_NAMES[name] ?? name));
const codecName = (name: string) => CODEC_NAMES[name] ?? name;
const list = (names: readonly string[], name: (value: string) => string) => names.map(name).join(", ");

/** 754_000 → "12 minutes 34 seconds", 600_000 → "10 minutes", 2_500 → "2.5 seconds", 499 → "0.499 seconds". */
export function durationText(ms: number): string {
  if (ms < 60_000) {
    // Milliseconds count near a lower bound (X's 0.5 s); tenths are enough above 10 s.
    const seconds = ms < 10_000 ? Math.round(ms) / 1000 : Math.round(ms / 100) / 10;
    return `${seconds} second${seconds === 1 ? "" : "s"}`;
  }
  const totalSeconds = Math.round(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const minuteText = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return seconds === 0 ? minuteText : `${minuteText} ${seconds} second${seconds === 1 ? "" : "s"}`;
}

/** Bytes in the unit a person reads them: GB, MB or KB of 1,024. */
export function byteText(bytes: number): string {
  const units: [number, string][] = [[1024 ** 3, "GB"], [1024 ** 2, "MB"], [1024, "KB"]];
  for (const [size, unit] of units) if (bytes >= size) return `${Math.round((bytes / size) * 100) / 100} ${unit}`;
  return `${bytes} bytes`;
}

/** Two sizes that would read the same rounded ("300 MB; at most 300 MB") are named in exact bytes. */
function twoSizes(actual: number, bound: number): [string, string] {
  const [a, b] = [byteText(actual), byteText(bound)];
  return a === b ? [`${actual.toLocaleString("en-US")} bytes`, `${bound.toLocaleString("en-US")} bytes`] : [a, b];
}

const megabits = (bitsPerSecond: number) => `${Math.round(bitsPerSecond / 100_000) / 10} Mbps`;

/**
 * The first rule of `rules` the video breaks, in words naming the platform ("a video of 12
 * minutes; TikTok takes at most 10 minutes"), or null. Pure: the facts are what the probe found.
 */
export function videoRuleProblem(rules: VideoRules, video: VideoRuleFacts, label: string): string | null {
  if (!rules.publishes) return `${label} publishes no video through its API: ${rules.reason}`;
  if (!(rules.containers as readonly string[]).includes(video.container ?? "")) {
    return `a ${containerName(video.container)} file; ${label} takes ${list(rules.containers, containerName)}`;
  }
  if (!rules.videoCodecs.includes(video.videoCodec)) return `${codecName(video.videoCodec)} video; ${label} takes ${list(rules.videoCodecs, codecName)}`;
  if (video.audioCodec !== null && !rules.audioCodecs.includes(video.audioCodec)) {
    return `${codecName(video.audioCodec)} sound; ${label} takes ${list(rules.audioCodecs, codecName)} (or none)`;
  }
  if (video.durationMs < rules.minDurationMs) return `a video of ${durationText(video.durationMs)}; ${label} takes at least ${durationText(rules.minDurationMs)}`;
  if (video.durationMs > rules.maxDurationMs) return `a video of ${durationText(video.durationMs)}; ${label} takes at most ${durationText(rules.maxDurationMs)}`;
  if (video.bytes > rules.maxBytes) {
    const [actual, bound] = twoSizes(video.bytes, rules.maxBytes);
    return `the file is ${actual}; ${label} takes at most ${bound}`;
  }
  if (rules.minBytes !== undefined && video.bytes < rules.minBytes) {
    const [actual, bound] = twoSizes(video.bytes, rules.minBytes);
    return `the file is ${actual}; ${label} takes at least ${bound}`;
  }
  const size = `${video.width} × ${video.height} px`;
  if (rules.minWidth !== undefined && video.width < rules.minWidth) return `${size}; ${label} takes a video at least ${rules.minWidth} px wide`;
  if (rules.minHeight !== undefined && video.height < rules.minHeight) return `${size}; ${label} takes a video at least ${rules.minHeight} px tall`;
  if (rules.maxWidth !== undefined && video.width > rules.maxWidth) return `${size}; ${label} takes a video at most ${rules.maxWidth} px wide`;
  if (rules.maxHeight !== undefined && video.height > rules.maxHeight) return `${size}; ${label} takes a video at most ${rules.maxHeight} px tall`;
  const long = Math.max(video.width, video.height);
  const short = Math.min(video.width, video.height);
  if (rules.maxLongSide !== undefined && long > rules.maxLongSide) return `${size}; ${label} takes at most ${rules.maxLongSide} px on the longer side`;
  if (rules.maxShortSide !== undefined && short > rules.maxShortSide) return `${size}; ${label} takes at most ${rules.maxShortSide} px on the shorter side`;
  const ratio = video.width / video.height;
  if (rules.aspectRatio && (ratio < rules.aspectRatio.min || ratio > rules.aspectRatio.max)) {
    return `aspect ratio ${aspectRatioText(video.width, video.height)}; ${label} takes ${rules.aspectRatio.label}`;
  }
  if (rules.minFrameRate !== undefined && video.frameRate < rules.minFrameRate) return `${video.frameRate} frames per second; ${label} takes at least ${rules.minFrameRate}`;
  if (rules.maxFrameRate !== undefined && video.frameRate > rules.maxFrameRate) return `${video.frameRate} frames per second; ${label} takes at most ${rules.maxFrameRate}`;
  if (rules.maxBitRate !== undefined && video.bitRate !== null && video.bitRate > rules.maxBitRate) {
    return `a bit rate of ${megabits(video.bitRate)}; ${label} takes at most ${megabits(rules.maxBitRate)}`;
  }
  return null;
}
