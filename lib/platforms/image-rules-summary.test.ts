import { describe, expect, it } from "vitest";
import { imageRulesSummary } from "@/lib/platforms/image-rules-summary";
import { maxImageCount } from "@/lib/platforms/image-rules";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

describe("imageRulesSummary", () => {
  it("names the count, the types, the size and the ratio", () => {
    expect(imageRulesSummary({ mimeTypes: ["image/jpeg"], maxBytes: 8 * 1024 * 1024, aspectRatio: { min: 0.8, max: 1.91, label: "4:5–1.91:1" }, altText: true, maxCount: 10, countLabel: "a carousel" })).toBe(
      "Up to 10 images (a carousel) · JPEG · up to 8 MB each · ratio 4:5–1.91:1 · alt text sent",
    );
    expect(imageRulesSummary({ mimeTypes: ["image/png", "image/gif"], maxBytes: null, altText: false })).toBe("One image · PNG, GIF · no alt text field");
  });

  it("states every platform's own count, as the server checks it", () => {
    for (const platform of PLATFORM_IDS) {
      const rules = platformRule(platform).images;
      const max = maxImageCount(rules);
      expect(imageRulesSummary(rules)).toMatch(max === 1 ? /^One image/ : new RegExp(`^Up to ${max} images`));
    }
  });
});
