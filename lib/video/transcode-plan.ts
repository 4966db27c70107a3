// The plan alone, without ffmpeg: the composer computes it too (lib/media/transcode/transcode-fixes.ts).

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
