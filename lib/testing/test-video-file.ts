import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// No import of the database here: the browser specs (Playwright's own process) make their
// videos with this file alone.

const run = promisify(execFile);

export type TestVideoOptions = {
  seconds?: number;
  width?: number;
  height?: number;
  fps?: number;
  /** The video codec: H.264 in MP4 by default; VP9 makes a WebM, HEVC an MP4, ProRes a MOV. */
  codec?: "h264" | "hevc" | "vp9" | "prores";
  /** An AAC (Opus in WebM) tone beside the picture; true by default. */
  audio?: boolean;
};

const CONTAINERS = { h264: "mp4", hevc: "mp4", vp9: "webm", prores: "mov" } as const;
const ENCODERS = { h264: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "ultrafast"], hevc: ["-c:v", "libx265", "-pix_fmt", "yuv420p", "-preset", "ultrafast", "-tag:v", "hvc1"], vp9: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"], prores: ["-c:v", "prores_ks", "-profile:v", "0"] } as const;

/**
 * A real video made by ffmpeg (Debian's; CI installs it) from its test pattern: a few seconds,
 * any size, rate and codec, so that probing and each platform's video rules meet real files.
 */
export async function testVideo(options: TestVideoOptions = {}): Promise<Uint8Array> {
  const { seconds = 2, width = 320, height = 240, fps = 30, codec = "h264", audio = true } = options;
  const container = CONTAINERS[codec];
  const folder = await mkdtemp(path.join(tmpdir(), "brandcast-video-"));
  const file = path.join(folder, `test.${container}`);
  try {
    const audioIn = audio ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`] : [];
    const audioOut = audio ? (container === "webm" ? ["-c:a", "libopus"] : ["-c:a", "aac"]) : ["-an"];
    const args = ["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc=duration=${seconds}:size=${width}x${height}:rate=${fps}`, ...audioIn, ...ENCODERS[codec], ...audioOut, "-threads", "1", "-shortest"];
    await run("ffmpeg", [...args, ...(container === "mp4" ? ["-movflags", "+faststart"] : []), file], { timeout: 60_000 });
    return new Uint8Array(await readFile(file));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
