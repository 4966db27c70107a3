import { describe, expect, it } from "vitest";
import { testVideo } from "@/lib/testing/test-videos";
import { isoBoxesProblem } from "@/lib/video/iso-boxes-complete";

const reader = (bytes: Uint8Array) => async (start: number, end: number) => bytes.subarray(start, end);

describe("isoBoxesProblem: an MP4 whose boxes run past its end is truncated", () => {
  it("a whole ffmpeg MP4 is complete; cut anywhere after its first box, it is truncated, naming where its data runs to", async () => {
    const video = await testVideo({ seconds: 1 });
    expect(await isoBoxesProblem(reader(video), video.byteLength)).toBeNull();
    for (const keep of [0.3, 0.6, 0.99]) {
      const cut = video.subarray(0, Math.floor(video.byteLength * keep));
      expect(await isoBoxesProblem(reader(cut), cut.byteLength)).toMatch(new RegExp(`^truncated: the file has ${cut.byteLength} bytes, but its data runs to byte \\d+`));
    }
  }, 60_000);

  it("a box declaring fewer than 8 bytes is not an MP4", async () => {
    const bytes = new Uint8Array([0, 0, 0, 4, 0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0]);
    expect(await isoBoxesProblem(reader(bytes), bytes.byteLength)).toMatch(/declares 4 bytes/);
  });
});
