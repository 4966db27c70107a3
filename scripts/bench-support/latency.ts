import { performance } from "node:perf_hooks";

// Latency of one request at a time (no queueing in the figures: what a request costs, not
// what a crowd waits), through the real HTTP stack with keep-alive, as an agent's loop sends
// them. Targets are measured in turns of a slice each, so that a burst of load on the shared
// machine lands on all of them alike rather than on whichever ran at that moment.

export type HttpTarget = { key: string; label: string; url: string; headers: Record<string, string> };

async function once(target: HttpTarget): Promise<number> {
  const start = performance.now();
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.text();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${target.label} answered ${response.status}: ${body.slice(0, 300)}`);
  return elapsed;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export type LatencyFigures = { count: number; p50: number; p99: number };

/** Warms each target up, then takes turns of `sliceMs` per target until `seconds` have passed for each. */
export async function measureInTurns(targets: HttpTarget[], seconds: number, warmupSeconds: number, sliceMs = 250): Promise<Map<string, LatencyFigures>> {
  for (const target of targets) {
    const end = performance.now() + (warmupSeconds * 1000) / targets.length;
    do await once(target);
    while (performance.now() < end);
  }
  const samples = new Map(targets.map((target) => [target.key, [] as number[]]));
  const spent = new Map(targets.map((target) => [target.key, 0]));
  while ([...spent.values()].some((ms) => ms < seconds * 1000)) {
    for (const target of targets) {
      const sliceEnd = performance.now() + sliceMs;
      const sliceStart = performance.now();
      do samples.get(target.key)!.push(await once(target));
      while (performance.now() < sliceEnd);
      spent.set(target.key, spent.get(target.key)! + performance.now() - sliceStart);
    }
  }
  const figures = new Map<string, LatencyFigures>();
  for (const [key, values] of samples) {
    values.sort((a, b) => a - b);
    figures.set(key, { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99) });
  }
  return figures;
}

/** The same check as `npm run bench` does before measuring: one request, its status, and what it answered. */
export async function checkTarget(target: HttpTarget, expect: (body: string) => string | null): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${target.label} answered ${response.status}: ${body.slice(0, 500)}`);
  const problem = expect(body);
  if (problem) throw new Error(`${target.label}: ${problem}: ${body.slice(0, 300)}`);
}
