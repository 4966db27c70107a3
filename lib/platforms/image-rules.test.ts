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
    expect(imageRuleProblem(rules, jpeg(500, 500, 1_500_000))).toBe("the file is 1.5 MB, more than 1 MB");
    expect(imageRuleProblem(rules, jpeg(200, 500))).toBe("200 px wide, less than 250 px");
    expect(imageRuleProblem(rules, jpeg(500, 200))).toBe("200 px tall, less than 250 px");
    expect(imageRuleProblem(rules, jpeg(2001, 300))).toBe("2001 px wide, more than 2000 px");
    expect(imageRuleProblem(rules, jpeg(300, 2001))).toBe("2001 px tall, more than 2000 px");
    expect(imageRuleProblem(rules, jpeg(1500, 1500))).toBe("1500 × 1500 px is more than 1,000,000 pixels");
    expect(imageRuleProblem(rules, jpeg(1000, 1000))).toBeNull();
  });

  it("every platform declares sane rules: at least one type, a positive byte bound or none, a range with min below max", () => {
    for (const rule of ALL_PLATFORM_RULES) {
      const { images } = rule;
      expect(images.mimeTypes.length, rule.id).toBeGreaterThan(0);
      if (images.maxBytes !== null) expect(images.maxBytes, rule.id).toBeGreaterThan(0);
      if (images.aspectRatio) expect(images.aspectRatio.min, rule.id).toBeLessThan(images.aspectRatio.max);
    }
  });
});
