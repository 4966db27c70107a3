import { maxImageCount, type ImageRules } from "@/lib/platforms/image-rules";

const TYPE_NAMES: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP", "image/gif": "GIF" };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * A platform's image rules in one short line, shown where a version chooses its own images so
 * that the marketer sees the count and the rules before picking (the same rules the server
 * checks, lib/platforms/image-rules.ts): "Up to 10 images (a carousel) · JPEG · up to 8 MB each · ratio 4:5–1.91:1".
 */
export function imageRulesSummary(rules: ImageRules): string {
  const max = maxImageCount(rules);
  const parts = [max === 1 ? "One image" : `Up to ${max} images${rules.countLabel ? ` (${rules.countLabel})` : ""}`];
  parts.push(rules.mimeTypes.map((type) => TYPE_NAMES[type] ?? type).join(", "));
  if (rules.maxBytes !== null) parts.push(`up to ${megabytes(rules.maxBytes)} each`);
  if (rules.aspectRatio) parts.push(`ratio ${rules.aspectRatio.label}`);
  if (rules.minWidth || rules.minHeight) parts.push(`at least ${rules.minWidth ?? 0} × ${rules.minHeight ?? 0} px`);
  if (rules.gifAlone) parts.push("an animated GIF alone");
  parts.push(rules.altText ? "alt text sent" : "no alt text field");
  return parts.join(" · ");
}
