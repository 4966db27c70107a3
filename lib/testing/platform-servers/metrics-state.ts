/** What every loopback metrics endpoint keeps: reads per post, scripted answers, withheld metrics. */
import type { PlatformAnswer } from "@/lib/testing/platform-servers/platform-server";

export type MetricsState = {
  /** How many times each post's metrics were read: counts grow with it, so a series grows. */
  reads: Map<string, number>;
  /** Answers the next metrics reads get instead, in order (a 429, a malformed or negative body). */
  scripted: PlatformAnswer[];
  /** Metrics the platform leaves out of its answers (a metric it has no data for yet). */
  withheld: Set<string>;
};

export function createMetricsState(): MetricsState {
  return { reads: new Map(), scripted: [], withheld: new Set() };
}

/** Counts one more read of `id` and answers how many there have been. */
export function countRead(state: MetricsState, id: string): number {
  const n = (state.reads.get(id) ?? 0) + 1;
  state.reads.set(id, n);
  return n;
}
