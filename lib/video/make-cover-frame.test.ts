import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { scratchFiles } from "@/lib/testing/scratch-files";
import { testVideo } from "@/lib/testing/test-videos";
import { makeCoverFrame } from "@/lib/video/make-cover-frame";

describe("makeCoverFrame: one frame of a real video as a JPEG", () => {
  const file = scratchFiles("brandcast-cover-");

  it("a frame of a small MP4 at its own size; a portrait WebM keeps its aspect", async () => {
    const small = await makeCoverFrame(await file("a.mp4", await testVideo({ seconds: 2, width: 320, height: 240 })), 1000);
    expect(await sharp(small).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    const portrait = await makeCoverFrame(await file("b.webm", await testVideo({ seconds: 2, width: 240, height: 432, codec: "vp9", audio: false })), 500);
    expect(await sharp(portrait).metadata()).toMatchObject({ format: "jpeg", width: 240, height: 432 });
  });

  it("a wide video's frame is scaled to 1280 px wide, the ratio kept", async () => {
    const jpeg = await makeCoverFrame(await file("c.mp4", await testVideo({ seconds: 1, width: 1600, height: 900, audio: false })), 0);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1280, height: 720 });
    // Decodable to the end, not just a header.
    expect((await sharp(jpeg).raw().toBuffer()).byteLength).toBe(1280 * 720 * 3);
  });

  it("frames differ by time (the test pattern moves), and a time past the end fails with a reason", async () => {
    const input = await file("d.mp4", await testVideo({ seconds: 2, width: 320, height: 240 }));
    const [first, later] = [await makeCoverFrame(input, 0), await makeCoverFrame(input, 1500)];
    expect(Buffer.compare(Buffer.from(first), Buffer.from(later))).not.toBe(0);
    await expect(makeCoverFrame(input, 60_000)).rejects.toThrow(/no frame at 60\.000 s/);
  });
});
