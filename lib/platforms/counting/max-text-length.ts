import type { CountUnit, PlatformRule } from "@/lib/platforms/platform";

/**
 * The most UTF-16 code units one counted unit can take, by the platform's way of counting:
 * - characters (code points; Threads counts emoji by bytes, i.e. more): a code point is at
 *   most 2 units, so a text within the limit is at most 2 × limit long: exact.
 * - graphemes (Bluesky): a flag such as 🏴󠁧󠁢󠁥󠁮󠁧󠁿 is 14 units; 16 leaves room for any real one.
 * - weighted characters (X): a URL of any length weighs 23; 32 units per weighted character
 *   leaves a 280-character post room for several long links.
 */
const UNITS_PER_COUNTED: Record<CountUnit, number> = { characters: 2, graphemes: 16, "weighted characters": 32 };

/**
 * The longest text (UTF-16 code units, JavaScript's `length`) worth counting for a platform:
 * anything longer cannot be within its limit, so it is refused before any counting
 * (docs/api-decisions.md, "Bounds"). x_twitter 8,960; bluesky 4,800; threads 1,000; …; facebook 126,412.
 */
export function maxTextLength(rule: Pick<PlatformRule, "limit" | "countUnit">): number {
  return rule.limit * UNITS_PER_COUNTED[rule.countUnit];
}
