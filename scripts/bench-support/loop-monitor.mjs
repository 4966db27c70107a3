// Loaded into the benchmarked server with NODE_OPTIONS=--import (scripts/bench-abuse.ts): the
// server's own event-loop delay, measured inside it with perf_hooks' monitorEventLoopDelay.
// On SIGUSR2 it writes what it saw since the previous signal to BENCH_LOOP_FILE, then resets.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let sequence = 0;
  process.on("SIGUSR2", () => {
    sequence += 1;
    const stats = { sequence, pid: process.pid, maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
    writeFileSync(file, JSON.stringify(stats));
    histogram.reset();
  });
}
