import { describe, expect, it } from "vitest";
import { imageRuleProblem, type ImageFacts } from "@/lib/platforms/image-rules";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

// One boundary on each side of every platform's rules, as docs/platforms.md "Images" states them
// with their sources. A rule that moves by one byte or one pixel fails here.
const MiB = 1024 * 1024;
const image = (mimeType: string, width: number, height: number, bytes = 100_000): ImageFacts => ({ mimeType, width, height, bytes });
const jpeg = (width: number, height: number, bytes?: number) => image("image/jpeg", width, height, bytes);
const problem = (platform: PlatformId, facts: ImageFacts) => imageRuleProblem(platformRule(platform).images, facts);

describe("x_twitter image rules (one-shot upload for images, chunked upload for GIF)", () => {
  it("takes JPEG, PNG, WebP and GIF", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) expect(problem("x_twitter", image(type, 1200, 675))).toBeNull();
  });

  it("takes an image of 5 MB (5,242,880 bytes) and refuses one byte more, naming the type", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(problem("x_twitter", image(type, 4000, 3000, 5 * MiB))).toBeNull();
      expect(problem("x_twitter", image(type, 4000, 3000, 5 * MiB + 1))).toMatch(/^the (JPEG|PNG|WebP) file is 5,242,881 bytes, more than 5,242,880 bytes$/);
    }
  });

  it("takes a GIF of 15 MB (15,728,640 bytes) and refuses one byte more", () => {
    expect(problem("x_twitter", image("image/gif", 480, 270, 15 * MiB))).toBeNull();
    expect(problem("x_twitter", image("image/gif", 480, 270, 15 * MiB + 1))).toBe("the GIF file is 15,728,641 bytes, more than 15,728,640 bytes");
    expect(problem("x_twitter", image("image/gif", 480, 270, 16 * MiB))).toBe("the GIF file is 16 MB, more than 15 MB");
  });

  it("has no side or aspect bound (the timeline crops)", () => {
    expect(problem("x_twitter", jpeg(4000, 100))).toBeNull();
    expect(problem("x_twitter", jpeg(1, 1))).toBeNull();
  });
});

describe("linkedin image rules (Images API)", () => {
  it("takes JPEG, PNG and GIF; refuses WebP", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif"]) expect(problem("linkedin", image(type, 1200, 627))).toBeNull();
    expect(problem("linkedin", image("image/webp", 1200, 627))).toBe("WebP is not accepted (only JPEG, PNG, GIF)");
  });

  it("takes fewer than 36,152,320 pixels: 36,152,319 passes, 36,152,320 is refused", () => {
    expect(problem("linkedin", jpeg(36_152_319, 1))).toBeNull();
    expect(problem("linkedin", jpeg(36_152_320, 1))).toBe("36152320 × 1 px is more than 36,152,319 pixels");
    expect(problem("linkedin", jpeg(6000, 6025))).toBeNull();
    expect(problem("linkedin", jpeg(6000, 6026))).not.toBeNull();
  });

  it("has no byte bound", () => {
    expect(problem("linkedin", jpeg(1200, 627, 50 * MiB))).toBeNull();
  });
});

describe("bluesky image rules (app.bsky.embed.images)", () => {
  it("takes the four types the app shows", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) expect(problem("bluesky", image(type, 800, 600))).toBeNull();
  });

  it("takes 2,000,000 bytes (the lexicon's maxSize, once 1,000,000) and refuses 2,000,001", () => {
    expect(problem("bluesky", jpeg(2000, 2000, 1_500_000))).toBeNull();
    expect(problem("bluesky", jpeg(2000, 2000, 2_000_000))).toBeNull();
    expect(problem("bluesky", jpeg(2000, 2000, 2_000_001))).toBe("the file is 2,000,001 bytes, more than 2,000,000 bytes");
  });
});

describe("facebook image rules (Page photo by URL)", () => {
  it("takes JPEG, PNG and GIF; refuses WebP", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif"]) expect(problem("facebook", image(type, 1200, 630))).toBeNull();
    expect(problem("facebook", image("image/webp", 1200, 630))).not.toBeNull();
  });

  it("takes 4 MB (4,194,304 bytes) and refuses one byte more", () => {
    expect(problem("facebook", jpeg(1200, 630, 4 * MiB))).toBeNull();
    expect(problem("facebook", jpeg(1200, 630, 4 * MiB + 1))).not.toBeNull();
  });
});

describe("instagram image rules (image container)", () => {
  it("takes JPEG only", () => {
    expect(problem("instagram", jpeg(1080, 1080))).toBeNull();
    expect(problem("instagram", image("image/png", 1080, 1080))).toBe("PNG is not accepted (only JPEG)");
    expect(problem("instagram", image("image/webp", 1080, 1080))).toBe("WebP is not accepted (only JPEG)");
  });

  it("takes 8 MB (8,388,608 bytes) and refuses one byte more", () => {
    expect(problem("instagram", jpeg(1080, 1080, 8 * MiB))).toBeNull();
    expect(problem("instagram", jpeg(1080, 1080, 8 * MiB + 1))).not.toBeNull();
  });

  it("takes 4:5 to 1.91:1 and refuses just outside either end; a width outside 320–1440 px is not refused", () => {
    expect(problem("instagram", jpeg(800, 1000))).toBeNull();
    expect(problem("instagram", jpeg(799, 1000))).toBe("aspect ratio 1:1.25 is outside 4:5–1.91:1");
    expect(problem("instagram", jpeg(1910, 1000))).toBeNull();
    expect(problem("instagram", jpeg(1911, 1000))).toBe("aspect ratio 1.91:1 is outside 4:5–1.91:1");
    expect(problem("instagram", jpeg(200, 200))).toBeNull();
    expect(problem("instagram", jpeg(3000, 3000))).toBeNull();
  });
});

describe("threads image rules (image container)", () => {
  it("takes JPEG and PNG; refuses WebP and GIF", () => {
    expect(problem("threads", image("image/png", 1080, 1080))).toBeNull();
    expect(problem("threads", image("image/webp", 1080, 1080))).toBe("WebP is not accepted (only JPEG, PNG)");
    expect(problem("threads", image("image/gif", 1080, 1080))).not.toBeNull();
  });

  it("takes 8 MB and refuses one byte more", () => {
    expect(problem("threads", jpeg(1080, 1080, 8 * MiB))).toBeNull();
    expect(problem("threads", jpeg(1080, 1080, 8 * MiB + 1))).not.toBeNull();
  });

  it("takes 1:10 to 10:1 and refuses just outside either end", () => {
    expect(problem("threads", jpeg(1000, 100))).toBeNull();
    expect(problem("threads", jpeg(1001, 100))).toBe("aspect ratio 10.01:1 is outside 1:10–10:1");
    expect(problem("threads", jpeg(100, 1000))).toBeNull();
    expect(problem("threads", jpeg(100, 1001))).toBe("aspect ratio 1:10.01 is outside 1:10–10:1");
  });
});

describe("google_business image rules (local post photo)", () => {
  it("takes JPEG and PNG; refuses WebP", () => {
    expect(problem("google_business", image("image/png", 720, 720, 50_000))).toBeNull();
    expect(problem("google_business", image("image/webp", 720, 720, 50_000))).not.toBeNull();
  });

  it("takes 10 KB to 5 MB: 10,240 and 5,242,880 bytes pass, one byte less or more is refused", () => {
    expect(problem("google_business", jpeg(720, 720, 10 * 1024))).toBeNull();
    expect(problem("google_business", jpeg(720, 720, 10 * 1024 - 1))).toBe("the file is 10,239 bytes, less than 10,240 bytes");
    expect(problem("google_business", jpeg(720, 720, 5 * MiB))).toBeNull();
    expect(problem("google_business", jpeg(720, 720, 5 * MiB + 1))).not.toBeNull();
  });

  it("takes 250 × 250 px and refuses 249 on either side", () => {
    expect(problem("google_business", jpeg(250, 250, 20_000))).toBeNull();
    expect(problem("google_business", jpeg(249, 250, 20_000))).toBe("249 px wide, less than 250 px");
    expect(problem("google_business", jpeg(250, 249, 20_000))).toBe("249 px tall, less than 250 px");
  });
});

describe("tiktok image rules (photo post)", () => {
  it("takes JPEG and WebP; refuses PNG", () => {
    expect(problem("tiktok", image("image/webp", 1080, 1920))).toBeNull();
    expect(problem("tiktok", image("image/png", 1080, 1920))).toBe("PNG is not accepted (only JPEG, WebP)");
  });

  it("takes 20 MB (20,971,520 bytes) and refuses one byte more", () => {
    expect(problem("tiktok", jpeg(1080, 1920, 20 * MiB))).toBeNull();
    expect(problem("tiktok", jpeg(1080, 1920, 20 * MiB + 1))).not.toBeNull();
  });

  it("takes up to 1080p portrait or landscape (1080 × 1920, 1920 × 1080) and refuses one pixel more on either side", () => {
    expect(problem("tiktok", jpeg(1080, 1920))).toBeNull();
    expect(problem("tiktok", jpeg(1920, 1080))).toBeNull();
    expect(problem("tiktok", jpeg(1080, 1921))).toBe("the longer side is 1921 px, more than 1920 px");
    expect(problem("tiktok", jpeg(1921, 1080))).toBe("the longer side is 1921 px, more than 1920 px");
    expect(problem("tiktok", jpeg(1081, 1920))).toBe("the shorter side is 1081 px, more than 1080 px");
    expect(problem("tiktok", jpeg(1920, 1081))).toBe("the shorter side is 1081 px, more than 1080 px");
  });
});
