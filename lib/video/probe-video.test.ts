import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { scratchFiles } from "@/lib/testing/scratch-files";
import { testVideo } from "@/lib/testing/test-videos";
import { testImage } from "@/lib/testing/test-images";
import { probeVideo } from "@/lib/video/probe-video";

describe("probeVideo reads what a file is with ffprobe", () => {
  const file = scratchFiles("brandcast-probe-");

  it("an H.264/AAC MP4: container, codecs, length, size and rate as made", async () => {
    const probed = await probeVideo(await file("a.mp4", await testVideo({ seconds: 2, width: 320, height: 240, fps: 25 })));
    expect(probed).toMatchObject({ ok: true, video: { container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", width: 320, height: 240, frameRate: 25 } });
    if (!probed.ok) return;
    expect(probed.video.durationMs).toBeGreaterThanOrEqual(1900);
    expect(probed.video.durationMs).toBeLessThanOrEqual(2200);
    expect(probed.video.bitRate).toBeGreaterThan(0);
  });

  it("a silent VP9 WebM and a ProRes MOV are told apart by content, whatever their names say", async () => {
    expect(await probeVideo(await file("b.mp4", await testVideo({ codec: "vp9", audio: false, seconds: 1 })))).toMatchObject({ ok: true, video: { container: "webm", videoCodec: "vp9", audioCodec: null } });
    expect(await probeVideo(await file("c.mp4", await testVideo({ codec: "prores", seconds: 1 })))).toMatchObject({ ok: true, video: { container: "mov", mimeType: "video/quicktime", videoCodec: "prores" } });
  });

  it("refuses a faststart MP4 and a WebM cut in half (their headers read whole): the file is incomplete", async () => {
    for (const codec of ["h264", "vp9"] as const) {
      const whole = await testVideo({ seconds: 4, codec });
      expect(await probeVideo(await file(`whole-${codec}`, whole))).toMatchObject({ ok: true, video: { durationMs: expect.any(Number) } });
      const half = await probeVideo(await file(`half-${codec}`, whole.subarray(0, Math.floor(whole.byteLength / 2))));
      expect(half, codec).toEqual({ ok: false, problem: expect.stringMatching(/^the file is incomplete: the picture stops at \d+\.\d s of the 4\.0 s its header declares/) });
    }
  });

  it("a picture of 2 s under a sound of 5 s is complete: the picture is measured against its own length", async () => {
    // A path in the scratch folder, which ffmpeg then writes (-y).
    const target = await file("tail.mp4", new Uint8Array(0));
    const args = ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=duration=2:size=320x240:rate=30", "-f", "lavfi", "-i", "sine=duration=5"];
    await promisify(execFile)("ffmpeg", [...args, "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-threads", "1", "-movflags", "+faststart", target], { timeout: 60_000 });
    expect(await probeVideo(target)).toMatchObject({ ok: true, video: { durationMs: expect.any(Number) } });
  });

  it("refuses a picture larger than 8192 px a side before anything decodes it", async () => {
    const wide = await probeVideo(await file("wide.mp4", await testVideo({ seconds: 1, width: 8200, height: 16, audio: false })));
    expect(wide).toEqual({ ok: false, problem: "the picture is 8200 × 16 px, more than Brandcast reads (at most 8192 px a side and 37,748,736 pixels)" });
    expect(await probeVideo(await file("edge.mp4", await testVideo({ seconds: 1, width: 8192, height: 16, audio: false })))).toMatchObject({ ok: true, video: { width: 8192, height: 16 } });
  });

  it("refuses an image named .mp4 and random bytes, with a reason", async () => {
    const image = await probeVideo(await file("d.mp4", await testImage(64, 64, "png")));
    expect(image).toMatchObject({ ok: false });
    expect(await probeVideo(await file("e.mp4", Uint8Array.from({ length: 5000 }, (_, i) => (i * 31) % 256)))).toEqual({ ok: false, problem: expect.stringMatching(/not a readable video/) });
  });
});
