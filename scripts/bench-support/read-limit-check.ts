import type { ReadLimit } from "@/lib/platforms/read-limits";

// bench:analytics' check that no read limit was exceeded, from the loopback servers' own record
// of the requests they answered (when each came, by the bench's clock, and with which token),
// not from the database's bookkeeping that paced them.

export type ServedRead = { at: number; token: string };
export type LimitUse = { limit: ReadLimit; busiest: number; exceeded: boolean };

/** The most requests any window of `limit` held: per token for an account limit, all together for the app's. */
export function busiestWindow(reads: readonly ServedRead[], limit: ReadLimit): LimitUse {
  const groups = new Map<string, number[]>();
  for (const read of reads) {
    const key = limit.scope === "app" ? "app" : read.token;
    groups.set(key, [...(groups.get(key) ?? []), read.at]);
  }
  let busiest = 0;
  for (const times of groups.values()) {
    times.sort((a, b) => a - b);
    // A moving window: for each request, the requests within windowSeconds before it (itself included).
    let start = 0;
    for (let end = 0; end < times.length; end++) {
      while (times[end] - times[start] >= limit.windowSeconds * 1000) start++;
      busiest = Math.max(busiest, end - start + 1);
    }
  }
  return { limit, busiest, exceeded: busiest > limit.max };
}
