import { describe, expect, it } from "vitest";
import { clockOf, coverUrlOf, videoFactsLine } from "@/lib/client/video-facts-line";

describe("a video's facts as the composer shows them", () => {
  it("lengths read as a clock, hours only when there are any", () => {
    expect(clockOf(3_040)).toBe("0:03");
    expect(clockOf(754_000)).toBe("12:34");
    expect(clockOf(3_723_000)).toBe("1:02:03");
    expect(clockOf(0)).toBe("0:00");
  });

  it("names length, size, codecs, rate and file size; a silent video says so", () => {
    const facts = { duration_ms: 3_040, width: 640, height: 360, video_codec: "h264", audio_codec: "aac", frame_rate: 29.97, bytes: 1_258_291 };
    expect(videoFactsLine(facts)).toBe("Video · 0:03 · 640 × 360 px · H.264 / AAC · 29.97 fps · 1.2 MB");
    expect(videoFactsLine({ ...facts, video_codec: "vp9", audio_codec: null, bytes: 40_000 })).toBe("Video · 0:03 · 640 × 360 px · VP9, silent · 29.97 fps · 39 KB");
  });

  it("an upload's cover is served beside it, whatever the store's root", () => {
    expect(coverUrlOf("http://127.0.0.1:3000/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.mp4")).toBe("http://127.0.0.1:3000/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11-cover.jpg");
    expect(coverUrlOf("https://cdn.example/u/v.webm")).toBe("https://cdn.example/u/v-cover.jpg");
  });
});
