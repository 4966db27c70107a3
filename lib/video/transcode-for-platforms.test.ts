import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { videoRuleProblem, type VideoRules } from "@/lib/platforms/video-rules";
import { testVideo, type TestVideoOptions } from "@/lib/testing/test-videos";
import { probeVideo } from "@/lib/video/probe-video";
import { transcodeForPlatforms, transcodePlan } from "@/lib/video/transcode-for-platforms";

const PUBLISHING: PlatformId[] = ["x_twitter", "bluesky", "instagram", "threads", "facebook", "linkedin", "tiktok"];
const rules = PUBLISHING.map((platform) => platformRule(platform).video);

describe("transcodeForPlatforms: real videos become an H.264/AAC MP4 every platform takes", () => {
  let folder: string;
  /** A source on disk and its probed facts. */
  async function source(name: string, options: TestVideoOptions) {
    const file = path.join(folder, name);
    await writeFile(file, await testVideo(options));
    const probed = await probeVideo(file);
    if (!probed.ok) throw new Error(probed.problem);
    return { file, facts: probed.video };
  }
  /** Every publishing platform's problems with the probed output, by platform (none: {}). */
  async function problemsOf(file: string) {
    const probed = await probeVideo(file);
    if (!probed.ok) throw new Error(probed.problem);
    const bytes = (await stat(file)).size;
    const problems = Object.fromEntries(PUBLISHING.flatMap((platform) => {
      const problem = videoRuleProblem(platformRule(platform).video, { ...probed.video, bytes }, platformRule(platform).label);
      return problem ? [[platform, problem]] : [];
    }));
    return { video: probed.video, problems };
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "brandcast-transcode-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("a VP9/Opus WebM: the result probes as H.264/AAC MP4 passing every platform's rules; progress rises to 1", async () => {
    const { file, facts } = await source("clip.webm", { codec: "vp9", seconds: 4, width: 640, height: 360, fps: 30 });
    expect(facts).toMatchObject({ container: "webm", videoCodec: "vp9" });
    const output = path.join(folder, "clip.mp4");
    const progress: number[] = [];
    await transcodeForPlatforms(file, output, { rules, source: facts }, (fraction) => progress.push(fraction));
    const { video, problems } = await problemsOf(output);
    expect(video).toMatchObject({ container: "mp4", videoCodec: "h264", audioCodec: "aac", width: 640, height: 360, frameRate: 30 });
    expect(problems).toEqual({});
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  }, 180_000);

  it("a 60 fps HEVC larger than X takes: scaled to 1280 on the longer side, still 60 fps, and every platform takes it", async () => {
    const { file, facts } = await source("big.mp4", { codec: "hevc", seconds: 4, width: 1440, height: 810, fps: 60 });
    expect(facts).toMatchObject({ videoCodec: "hevc", frameRate: 60 });
    expect(videoRuleProblem(platformRule("x_twitter").video, { ...facts, videoCodec: "h264", bytes: 1 }, "X")).toMatch(/^1440 × 810 px; X takes at most 1280 px/);
    const output = path.join(folder, "big-out.mp4");
    const progress: number[] = [];
    await transcodeForPlatforms(file, output, { rules, source: facts }, (fraction) => progress.push(fraction));
    const { video, problems } = await problemsOf(output);
    expect(video).toMatchObject({ container: "mp4", videoCodec: "h264", audioCodec: "aac", width: 1280, height: 720, frameRate: 60 });
    expect(problems).toEqual({});
    expect(progress.at(-1)).toBe(1);
  }, 300_000);

  it("the frame rate is capped to the strictest rule given", async () => {
    const capped: VideoRules = { ...(platformRule("tiktok").video as Extract<VideoRules, { publishes: true }>), maxFrameRate: 30 };
    const { file, facts } = await source("fast.mp4", { seconds: 3, width: 480, height: 480, fps: 50 });
    const output = path.join(folder, "fast-out.mp4");
    await transcodeForPlatforms(file, output, { rules: [capped], source: facts }, () => {});
    expect((await problemsOf(output)).video).toMatchObject({ frameRate: 30, width: 480, height: 480 });
  }, 180_000);

  it("a timeout kills ffmpeg and leaves no output, not even a partial file", async () => {
    const { file, facts } = await source("slow.mp4", { seconds: 4, width: 640, height: 360 });
    const output = path.join(folder, "never.mp4");
    await expect(transcodeForPlatforms(file, output, { rules, source: facts }, () => {}, { timeoutMs: 1 })).rejects.toThrow(/took longer than 1 ms and was stopped/);
    expect((await readdir(folder)).filter((name) => name.startsWith("never"))).toEqual([]);
  }, 60_000);
});

describe("transcodePlan", () => {
  it("scales to the strictest sides keeping even sizes, and raises a slow rate to the highest lower bound", () => {
    expect(transcodePlan({ rules, source: { durationMs: 5000, width: 1080, height: 1920, frameRate: 15 } })).toEqual({ width: 720, height: 1280, frameRate: 23, maxBitRate: 25_000_000 });
    expect(transcodePlan({ rules: [platformRule("bluesky").video], source: { durationMs: 5000, width: 1921, height: 1081, frameRate: 120 } })).toEqual({ width: 1920, height: 1080, frameRate: 60, maxBitRate: null });
  });
});
