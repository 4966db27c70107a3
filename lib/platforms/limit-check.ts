import type { PlatformId } from "@/lib/platforms/ids";
import type { CountUnit } from "@/lib/platforms/platform";
import { platformRule } from "@/lib/platforms/registry";

/** True when `text` is within the platform's limit, counted as the platform counts it. */
export function fitsPlatform(id: PlatformId, text: string): boolean {
  const rule = platformRule(id);
  return rule.count(text) <= rule.limit;
}

export type LimitExceeded = {
  platform: PlatformId;
  label: string;
  count: number;
  limit: number;
  unit: CountUnit;
};

/**
 * For POST /posts validation: the first of `platforms`, strictest (smallest limit) first, whose
 * count of `text` exceeds its limit, or null when the text fits all of them. Strictest first so
 * the 400 names the platform the user most likely has to shorten for; ties keep the given order.
 */
export function exceedsLimit(platforms: readonly PlatformId[], text: string): LimitExceeded | null {
  const strictestFirst = [...new Set(platforms)]
    .map(platformRule)
    .sort((a, b) => a.limit - b.limit);
  for (const rule of strictestFirst) {
    const count = rule.count(text);
    if (count > rule.limit) {
      return { platform: rule.id, label: rule.label, count, limit: rule.limit, unit: rule.countUnit };
    }
  }
  return null;
}
