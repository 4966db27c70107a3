import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export type LoopStats = { sequence: number; maxMs: number; p99Ms: number };

/**
 * Reads the server's event-loop delay (scripts/bench-support/loop-monitor.mjs): signals it and
 * waits for the file to show the new sequence number. The first call only resets the window.
 */
export function loopProbe(pid: number, file: string) {
  let sequence = 0;
  return async function sample(): Promise<LoopStats> {
    process.kill(pid, "SIGUSR2");
    sequence += 1;
    for (let waited = 0; waited < 30_000; waited += 20) {
      try {
        const stats = JSON.parse(readFileSync(file, "utf8")) as LoopStats;
        if (stats.sequence === sequence) return stats;
      } catch {
        // not written yet, or written half
      }
      await sleep(20);
    }
    throw new Error("the server's loop monitor did not answer (is NODE_OPTIONS=--import loop-monitor.mjs set?)");
  };
}

/** GETs `url` one after another until stopped; the latency of each, in ms. */
export function concurrentGets(url: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(url)).arrayBuffer();
      } catch {
        // a refused connection counts as a slow answer
      }
      latencies.push(performance.now() - started);
      await sleep(5);
    }
  })();
  return async function stop(): Promise<number[]> {
    running = false;
    await loop;
    return latencies;
  };
}
