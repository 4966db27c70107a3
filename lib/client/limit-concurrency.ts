import type { Loader } from "@/lib/client/resource-store";

/**
 * At most `max` of these loads run at once; the others wait their turn in order (a list of
 * brands asks for each brand's voice, and a long list must not flood the server). A load
 * aborted while it waits leaves the queue at once.
 */
export function limitConcurrency<T>(max: number, load: Loader<T>): Loader<T> {
  let running = 0;
  const waiting: Array<() => void> = [];

  function turn(signal: AbortSignal): Promise<void> {
    if (running < max) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal.removeEventListener("abort", leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
      };
      waiting.push(start);
      signal.addEventListener("abort", leave, { once: true });
    });
  }

  return async (key, signal) => {
    await turn(signal);
    try {
      return await load(key, signal);
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it in between.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
