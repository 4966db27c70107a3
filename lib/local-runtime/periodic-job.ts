import { log } from "@/lib/log";

/**
 * Runs `run` now and then every `everyMs` in this process, never two at once: a run still
 * going when the next is due makes that one skip. A failure is logged and the next run
 * tries again. The timer does not keep the process alive. Returns the function that stops it.
 */
export function startPeriodicJob(name: string, everyMs: number, run: () => Promise<unknown>): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log().error({ job: name, err: error }, `${name} failed; the next run tries again`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
