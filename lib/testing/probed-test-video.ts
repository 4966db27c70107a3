import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";
import { testVideo, type TestVideoOptions } from "@/lib/testing/test-videos";
import { probeVideo } from "@/lib/video/probe-video";
import type { VideoFacts } from "@/lib/video/video-facts";

/**
 * A real video made by ffmpeg (test-videos.ts) with the facts ffprobe finds in it, as an upload's
 * row keeps them: for the publishing tests, which store it (storeTestVideo) or hand it to a
 * publisher directly (`asPublishVideo`).
 */
export async function probedTestVideo(options: TestVideoOptions = {}): Promise<{ bytes: Uint8Array; facts: Omit<VideoFacts, "bytes"> }> {
  const bytes = await testVideo(options);
  const folder = await mkdtemp(path.join(tmpdir(), "probed-video-"));
  try {
    const file = path.join(folder, "video");
    await writeFile(file, bytes);
    const probe = await probeVideo(file);
    if (!probe.ok) throw new Error(`ffprobe could not read the test video: ${probe.problem}`);
    return { bytes, facts: probe.video };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The video as the pipeline hands it to a publisher, its bytes read by range from memory. */
export function asPublishVideo(video: { bytes: Uint8Array; facts: Omit<VideoFacts, "bytes"> }, extra: Partial<PublishVideo> = {}): PublishVideo {
  const { facts, bytes } = video;
  return {
    url: "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.mp4",
    mimeType: facts.mimeType,
    bytes: bytes.byteLength,
    durationMs: facts.durationMs,
    width: facts.width,
    height: facts.height,
    frameRate: facts.frameRate,
    videoCodec: facts.videoCodec,
    audioCodec: facts.audioCodec,
    coverUrl: null,
    altText: null,
    readRange: async (start, end) => bytes.slice(start, Math.min(end, bytes.byteLength)),
    ...extra,
  };
}
