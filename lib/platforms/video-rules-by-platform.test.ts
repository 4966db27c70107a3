import { describe, expect, it } from "vitest";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { durationText, videoRuleProblem, type VideoRuleFacts } from "@/lib/platforms/video-rules";

// One boundary on each side of every platform's video rules, as docs/platforms.md "Video" states
// them with their sources. A rule that moves by one millisecond, byte, pixel or frame fails here.
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/** A video every platform that publishes video takes: 10 s, 720 × 1280 H.264/AAC MP4 at 30 fps. */
const fine: VideoRuleFacts = { container: "mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 10_000, width: 720, height: 1280, frameRate: 30, bitRate: 8_000_000, bytes: 10 * MiB };
const problem = (platform: PlatformId, change: Partial<VideoRuleFacts> = {}) => {
  const rule = platformRule(platform);
  return videoRuleProblem(rule.video, { ...fine, ...change }, rule.label);
};
const PUBLISHING: PlatformId[] = ["x_twitter", "bluesky", "instagram", "threads", "facebook", "linkedin", "tiktok"];

describe("every platform that publishes video", () => {
  it("takes a 10-second 720 × 1280 H.264/AAC MP4 at 30 fps, with sound or silent", () => {
    for (const platform of PUBLISHING) {
      expect(problem(platform), platform).toBeNull();
      expect(problem(platform, { audioCodec: null }), platform).toBeNull();
    }
  });
});

describe("x_twitter video rules (chunked upload, tweet_video)", () => {
  it("takes MP4 and MOV with H.264 and AAC; refuses WebM, HEVC and Opus", () => {
    expect(problem("x_twitter", { container: "mov" })).toBeNull();
    expect(problem("x_twitter", { container: "webm" })).toBe("a WebM file; X takes MP4, MOV");
    expect(problem("x_twitter", { videoCodec: "hevc" })).toBe("HEVC (H.265) video; X takes H.264");
    expect(problem("x_twitter", { audioCodec: "opus" })).toBe("Opus sound; X takes AAC (or none)");
  });

  it("takes 0.5 seconds to 20 minutes", () => {
    expect(problem("x_twitter", { durationMs: 500 })).toBeNull();
    expect(problem("x_twitter", { durationMs: 499 })).toBe("a video of 0.499 seconds; X takes at least 0.5 seconds");
    expect(problem("x_twitter", { durationMs: 20 * 60_000 })).toBeNull();
    expect(problem("x_twitter", { durationMs: 20 * 60_000 + 1000 })).toBe("a video of 20 minutes 1 second; X takes at most 20 minutes");
  });

  it("takes up to 1280 × 1024 either way round, ratio 1:3 to 3:1, at most 60 fps", () => {
    expect(problem("x_twitter", { width: 1280, height: 1024 })).toBeNull();
    expect(problem("x_twitter", { width: 1024, height: 1280 })).toBeNull();
    expect(problem("x_twitter", { width: 1281, height: 720 })).toBe("1281 × 720 px; X takes at most 1280 px on the longer side");
    expect(problem("x_twitter", { width: 1080, height: 1920 })).toBe("1080 × 1920 px; X takes at most 1280 px on the longer side");
    expect(problem("x_twitter", { width: 1080, height: 1080 })).toBe("1080 × 1080 px; X takes at most 1024 px on the shorter side");
    expect(problem("x_twitter", { width: 32, height: 31 })).toBe("32 × 31 px; X takes a video at least 32 px tall");
    expect(problem("x_twitter", { width: 960, height: 320 })).toBeNull();
    expect(problem("x_twitter", { width: 961, height: 320 })).toBe("aspect ratio 3:1; X takes 1:3–3:1");
    expect(problem("x_twitter", { width: 720, height: 720, frameRate: 60 })).toBeNull();
    expect(problem("x_twitter", { width: 720, height: 720, frameRate: 60.5 })).toBe("60.5 frames per second; X takes at most 60");
  });

  it("takes 8 GB and refuses one byte more", () => {
    expect(problem("x_twitter", { bytes: 8 * GiB })).toBeNull();
    expect(problem("x_twitter", { bytes: 8 * GiB + 1 })).toBe("the file is 8,589,934,593 bytes; X takes at most 8,589,934,592 bytes");
  });
});

describe("bluesky video rules (app.bsky.embed.video)", () => {
  it("takes MP4 only, up to 3 minutes and 100,000,000 bytes", () => {
    expect(problem("bluesky", { container: "mov" })).toBe("a MOV file; Bluesky takes MP4");
    expect(problem("bluesky", { durationMs: 180_000 })).toBeNull();
    expect(problem("bluesky", { durationMs: 181_000 })).toBe("a video of 3 minutes 1 second; Bluesky takes at most 3 minutes");
    expect(problem("bluesky", { bytes: 100_000_000 })).toBeNull();
    expect(problem("bluesky", { bytes: 100_000_001 })).toBe("the file is 100,000,001 bytes; Bluesky takes at most 100,000,000 bytes");
  });

  it("has no side, ratio or rate bound", () => {
    expect(problem("bluesky", { width: 4000, height: 100, frameRate: 120 })).toBeNull();
  });
});

describe("instagram video rules (Reels)", () => {
  it("takes MP4 and MOV, H.264 and HEVC with AAC; refuses VP9 in WebM", () => {
    expect(problem("instagram", { container: "mov", videoCodec: "hevc" })).toBeNull();
    expect(problem("instagram", { container: "webm", videoCodec: "vp9" })).toBe("a WebM file; Instagram takes MP4, MOV");
    expect(problem("instagram", { videoCodec: "vp9" })).toBe("VP9 video; Instagram takes H.264, HEVC (H.265)");
  });

  it("takes 3 seconds to 15 minutes and 300 MB", () => {
    expect(problem("instagram", { durationMs: 3_000 })).toBeNull();
    expect(problem("instagram", { durationMs: 2_900 })).toBe("a video of 2.9 seconds; Instagram takes at least 3 seconds");
    expect(problem("instagram", { durationMs: 15 * 60_000 })).toBeNull();
    expect(problem("instagram", { durationMs: 16 * 60_000 })).toBe("a video of 16 minutes; Instagram takes at most 15 minutes");
    expect(problem("instagram", { bytes: 300 * MiB })).toBeNull();
    expect(problem("instagram", { bytes: 301 * MiB })).toBe("the file is 301 MB; Instagram takes at most 300 MB");
  });

  it("takes at most 1920 px wide, ratio 0.01:1 to 10:1, 23 to 60 fps, 25 Mbps", () => {
    expect(problem("instagram", { width: 1920, height: 1080 })).toBeNull();
    expect(problem("instagram", { width: 1921, height: 1080 })).toBe("1921 × 1080 px; Instagram takes a video at most 1920 px wide");
    expect(problem("instagram", { width: 1900, height: 189 })).toBe("aspect ratio 10.05:1; Instagram takes 0.01:1–10:1");
    expect(problem("instagram", { frameRate: 23 })).toBeNull();
    expect(problem("instagram", { frameRate: 15 })).toBe("15 frames per second; Instagram takes at least 23");
    expect(problem("instagram", { frameRate: 61 })).toBe("61 frames per second; Instagram takes at most 60");
    expect(problem("instagram", { bitRate: 25_000_000 })).toBeNull();
    expect(problem("instagram", { bitRate: 40_000_000 })).toBe("a bit rate of 40 Mbps; Instagram takes at most 25 Mbps");
    expect(problem("instagram", { bitRate: null })).toBeNull();
  });
});

describe("threads video rules", () => {
  it("takes up to 5 minutes and 1 GB, at least 23 fps", () => {
    expect(problem("threads", { durationMs: 300_000, bytes: GiB })).toBeNull();
    expect(problem("threads", { durationMs: 301_000 })).toBe("a video of 5 minutes 1 second; Threads takes at most 5 minutes");
    expect(problem("threads", { bytes: GiB + 1 })).toBe("the file is 1,073,741,825 bytes; Threads takes at most 1,073,741,824 bytes");
    expect(problem("threads", { frameRate: 20 })).toBe("20 frames per second; Threads takes at least 23");
  });
});

describe("facebook video rules (Page video by file_url)", () => {
  it("takes up to 20 minutes and 1 GB; no side or ratio bound", () => {
    expect(problem("facebook", { durationMs: 20 * 60_000, width: 4000, height: 100 })).toBeNull();
    expect(problem("facebook", { durationMs: 21 * 60_000 })).toBe("a video of 21 minutes; Facebook takes at most 20 minutes");
    expect(problem("facebook", { bytes: 2 * GiB })).toBe("the file is 2 GB; Facebook takes at most 1 GB");
    expect(problem("facebook", { container: "webm", videoCodec: "vp9" })).toBe("a WebM file; Facebook takes MP4, MOV");
  });
});

describe("linkedin video rules (Videos API)", () => {
  it("takes MP4 only, 3 seconds to 30 minutes, 75 KB to 500 MB", () => {
    expect(problem("linkedin", { container: "mov" })).toBe("a MOV file; LinkedIn takes MP4");
    expect(problem("linkedin", { durationMs: 2_000 })).toBe("a video of 2 seconds; LinkedIn takes at least 3 seconds");
    expect(problem("linkedin", { durationMs: 31 * 60_000 })).toBe("a video of 31 minutes; LinkedIn takes at most 30 minutes");
    expect(problem("linkedin", { bytes: 75 * 1024 })).toBeNull();
    expect(problem("linkedin", { bytes: 70 * 1024 })).toBe("the file is 70 KB; LinkedIn takes at least 75 KB");
    expect(problem("linkedin", { bytes: 500 * MiB + 1 })).toBe("the file is 524,288,001 bytes; LinkedIn takes at most 524,288,000 bytes");
  });

  it("takes ratio 1:2.4 to 2.4:1, up to 4096 × 2304, 10 to 60 fps, 30 Mbps", () => {
    expect(problem("linkedin", { width: 1200, height: 500 })).toBeNull();
    expect(problem("linkedin", { width: 1210, height: 500 })).toBe("aspect ratio 2.42:1; LinkedIn takes 1:2.4–2.4:1");
    expect(problem("linkedin", { width: 4096, height: 2304 })).toBeNull();
    expect(problem("linkedin", { width: 4096, height: 2305 })).toBe("4096 × 2305 px; LinkedIn takes at most 2304 px on the shorter side");
    expect(problem("linkedin", { frameRate: 9 })).toBe("9 frames per second; LinkedIn takes at least 10");
    expect(problem("linkedin", { bitRate: 31_000_000 })).toBe("a bit rate of 31 Mbps; LinkedIn takes at most 30 Mbps");
  });
});

describe("tiktok video rules (Content Posting API)", () => {
  it("takes MP4, WebM and MOV; H.264, HEVC, VP8 and VP9", () => {
    expect(problem("tiktok", { container: "webm", videoCodec: "vp9", audioCodec: "opus" })).toBeNull();
    expect(problem("tiktok", { container: "mov", videoCodec: "hevc" })).toBeNull();
    expect(problem("tiktok", { videoCodec: "prores", container: "mov" })).toBe("ProRes video; TikTok takes H.264, HEVC (H.265), VP8, VP9");
  });

  it("takes 3 seconds to 10 minutes, each side 360 to 4096 px, 23 to 60 fps, up to 4 GB", () => {
    expect(problem("tiktok", { durationMs: 10 * 60_000 })).toBeNull();
    expect(problem("tiktok", { durationMs: 12 * 60_000 })).toBe("a video of 12 minutes; TikTok takes at most 10 minutes");
    expect(problem("tiktok", { durationMs: 2_000 })).toBe("a video of 2 seconds; TikTok takes at least 3 seconds");
    expect(problem("tiktok", { width: 360, height: 640 })).toBeNull();
    expect(problem("tiktok", { width: 359, height: 640 })).toBe("359 × 640 px; TikTok takes a video at least 360 px wide");
    expect(problem("tiktok", { width: 4097, height: 2160 })).toBe("4097 × 2160 px; TikTok takes a video at most 4096 px wide");
    expect(problem("tiktok", { frameRate: 22.5 })).toBe("22.5 frames per second; TikTok takes at least 23");
    expect(problem("tiktok", { bytes: 4 * GiB + 1 })).toBe("the file is 4,294,967,297 bytes; TikTok takes at most 4,294,967,296 bytes");
  });
});

describe("google_business video rules", () => {
  it("publishes no video: every video is refused with the reason", () => {
    expect(problem("google_business")).toMatch(/^Google Business Profile publishes no video through its API: a local post carries a photo, not a video/);
  });
});

describe("durationText", () => {
  it("reads seconds under a minute, minutes and seconds above", () => {
    expect(durationText(2_500)).toBe("2.5 seconds");
    expect(durationText(1_000)).toBe("1 second");
    expect(durationText(60_000)).toBe("1 minute");
    expect(durationText(754_000)).toBe("12 minutes 34 seconds");
  });
});
