import { describe, expect, it } from "vitest";
import { platformRule } from "@/lib/platforms/registry";
import type { VideoRules } from "@/lib/platforms/video-rules";
import { videoPlaceProblem } from "@/lib/posts/post-video-rules";
import { platformsMissingMedia } from "@/lib/publishing/missing-media";

// Where a video stands in the media one platform publishes, before its own rules are read.
const media = { width: 720, height: 1280, bytes: 5_000_000, video: { container: "mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 10_000, frameRate: 30, bitRate: 4_000_000 } };
const tiktok = platformRule("tiktok");
/** TikTok's rules as if it took images beside a video: the one way the "first" rule is reached. */
const mixing: VideoRules = { ...(tiktok.video as Extract<VideoRules, { publishes: true }>), mixesWithImages: true };

describe("videoPlaceProblem", () => {
  it("a video alone passes to the platform's own rules", () => {
    expect(videoPlaceProblem(tiktok.video, tiktok.label, media, { index: 0, count: 1, videoCount: 1 })).toBeNull();
    expect(videoPlaceProblem(tiktok.video, tiktok.label, { ...media, video: { ...media.video, durationMs: 12 * 60_000 } }, { index: 0, count: 1, videoCount: 1 })).toBe("a video of 12 minutes; TikTok takes at most 10 minutes");
  });

  it("two videos, a video beside images, a video after an image", () => {
    expect(videoPlaceProblem(tiktok.video, tiktok.label, media, { index: 0, count: 2, videoCount: 2 })).toBe("2 videos; TikTok takes one video per post");
    expect(videoPlaceProblem(tiktok.video, tiktok.label, media, { index: 0, count: 3, videoCount: 1 })).toMatch(/^TikTok takes a video alone in a post, and this one has 2 images beside it/);
    expect(videoPlaceProblem(mixing, tiktok.label, media, { index: 0, count: 3, videoCount: 1 })).toBeNull();
    expect(videoPlaceProblem(mixing, tiktok.label, media, { index: 1, count: 2, videoCount: 1 })).toBe("the video goes first in the list (media[0]), before any image");
  });

  it("a video row without stored facts is refused rather than guessed", () => {
    expect(videoPlaceProblem(tiktok.video, tiktok.label, { ...media, video: null }, { index: 0, count: 1, videoCount: 1 })).toMatch(/facts were not stored/);
  });

  it("a post whose image_url is a video has the media Instagram and TikTok need", () => {
    const post = { platforms: ["instagram", "tiktok"] as const, versions: {} };
    expect(platformsMissingMedia({ ...post, imageUrl: "https://media.example/u/0b7e3c1a-1111-4222-8333-944445555666.mp4" })).toEqual([]);
    expect(platformsMissingMedia({ ...post, imageUrl: null }).map((missing) => missing.platform)).toEqual(["instagram", "tiktok"]);
  });
});
