// The memory a stretch of work in this process took above a baseline: resident set size (RSS,
// what the operating system gives the process: V8's heap, buffers outside it, native code),
// V8's used heap, and array buffers (where request bodies and file chunks live). Sampled every
// few milliseconds, and for RSS also the kernel's own high-water mark (process.resourceUsage().maxRSS),
// which no sample can miss; that mark only ever rises, so it counts when it rose within the stretch.

export type MemoryFigures = { rss: number; heapUsed: number; arrayBuffers: number };

const MiB = 1024 * 1024;
export const mib = (bytes: number) => (bytes / MiB).toFixed(1);

function now(): MemoryFigures {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, arrayBuffers: usage.arrayBuffers };
}

/** Collects garbage when the process was started with --expose-gc, so a baseline holds no leftovers. */
export function settle(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Runs `work` with the sampler on; answers what it returned and its peak growth over the baseline taken just before. */
export async function watchMemory<T>(work: () => Promise<T>, everyMs = 5): Promise<{ result: T; baseline: MemoryFigures; growth: MemoryFigures }> {
  settle();
  const baseline = now();
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  const peak = { ...baseline };
  const sample = () => {
    const figures = now();
    peak.rss = Math.max(peak.rss, figures.rss);
    peak.heapUsed = Math.max(peak.heapUsed, figures.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, figures.arrayBuffers);
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await work();
    sample();
    const highWater = process.resourceUsage().maxRSS * 1024;
    return {
      result,
      baseline,
      growth: {
        rss: Math.max(peak.rss, highWater > highWaterBefore ? highWater : 0) - baseline.rss,
        heapUsed: peak.heapUsed - baseline.heapUsed,
        arrayBuffers: peak.arrayBuffers - baseline.arrayBuffers,
      },
    };
  } finally {
    clearInterval(timer);
  }
}
