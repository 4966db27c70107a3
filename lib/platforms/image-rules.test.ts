import { describe, expect, it } from "vitest";
import { aspectRatioText, imageRuleProblem, type ImageRules } from "@/lib/platforms/image-rules";
import { ALL_PLATFORM_RULES } from "@/lib/platforms/registry";

const jpeg = (width: number, height: number, bytes = 100_000) => ({ mimeType: "image/jpeg", bytes, width, height });

describe("image rules", () => {
  it("names an aspect ratio as platforms write it", () => {
    expect(aspectRatioText(320, 100)).toBe("3.2:1");
    expect(aspectRatioText(100, 200)).toBe("1:2");
    expect(aspectRatioText(1080, 1080)).toBe("1:1");
  });

  it("instagram: 4:5 and 1.91:1 pass, a wider or taller image is named with its ratio and the range", () => {
    const rules = ALL_PLATFORM_RULES.find((rule) => rule.id === "instagram")!.images;
    expect(imageRuleProblem(rules, jpeg(1080, 1350))).toBeNull();
    expect(imageRuleProblem(rules, jpeg(1080, 566))).toBeNull();
    expect(imageRuleProblem(rules, jpeg(320, 100))).toBe("aspect ratio 3.2:1 is outside 4:5–1.91:1");
    expect(imageRuleProblem(rules, jpeg(100, 200))).toBe("aspect ratio 1:2 is outside 4:5–1.91:1");
    expect(imageRuleProblem(rules, { ...jpeg(1080, 1080), mimeType: "image/png" })).toBe("PNG is not accepted (only JPEG)");
  });

  it("checks bytes, sides and area in that order", () => {
    const rules: ImageRules = { mimeTypes: ["image/jpeg"], maxBytes: 1_000_000, minWidth: 250, minHeight: 250, maxWidth: 2000, maxHeight: 2000, maxPixels: 1_000_000, altText: false };
    expect(imageRuleProblem(rules, jpeg(500, 500, 1_500_000))).toBe("the file is 1.43 MB, more than 0.95 MB");
    expect(imageRuleProblem(rules, jpeg(200, 500))).toBe("200 px wide, less than 250 px");
    expect(imageRuleProblem(rules, jpeg(500, 200))).toBe("200 px tall, less than 250 px");
    expect(imageRuleProblem(rules, jpeg(2001, 300))).toBe("2001 px wide, more than 2000 px");
    expect(imageRuleProblem(rules, jpeg(300, 2001))).toBe("2001 px tall, more than 2000 px");
    expect(imageRuleProblem(rules, jpeg(1500, 1500))).toBe("1500 × 1500 px is more than 1,000,000 pixels");
    expect(imageRuleProblem(rules, jpeg(1000, 1000))).toBeNull();
  });

  it("checks a lower byte bound and the longer and shorter side whatever the orientation", () => {
    const rules: ImageRules = { mimeTypes: ["image/jpeg"], maxBytes: null, minBytes: 10 * 1024, maxLongSide: 1920, maxShortSide: 1080, altText: false };
    expect(imageRuleProblem(rules, jpeg(500, 500, 10 * 1024 - 1))).toBe("the file is 10,239 bytes, less than 10,240 bytes");
    expect(imageRuleProblem(rules, jpeg(500, 500, 5 * 1024))).toBe("the file is 5 KB, less than 10 KB");
    expect(imageRuleProblem(rules, jpeg(1921, 1080))).toBe("the longer side is 1921 px, more than 1920 px");
    expect(imageRuleProblem(rules, jpeg(1081, 1500))).toBe("the shorter side is 1081 px, more than 1080 px");
    expect(imageRuleProblem(rules, jpeg(1920, 1080))).toBeNull();
    expect(imageRuleProblem(rules, jpeg(1080, 1920))).toBeNull();
  });

  it("every platform declares sane rules: at least one type, a positive byte bound or none, ranges with min below max", () => {
    for (const rule of ALL_PLATFORM_RULES) {
      const { images } = rule;
      expect(images.mimeTypes.length, rule.id).toBeGreaterThan(0);
      if (images.maxBytes !== null) expect(images.maxBytes, rule.id).toBeGreaterThan(0);
      if (images.maxBytes !== null && images.minBytes !== undefined) expect(images.minBytes, rule.id).toBeLessThan(images.maxBytes);
      if (images.maxLongSide !== undefined && images.maxShortSide !== undefined) expect(images.maxShortSide, rule.id).toBeLessThanOrEqual(images.maxLongSide);
      if (images.aspectRatio) expect(images.aspectRatio.min, rule.id).toBeLessThan(images.aspectRatio.max);
    }
  });
});
