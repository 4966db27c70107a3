import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { nextDueAt } from "@/lib/publishing/claim-jobs";
import { onScheduleChanges } from "@/lib/publishing/schedule-signals";
import { runDueJobs } from "@/lib/local-runtime/run-due-jobs";
import { log } from "@/lib/log";

// The local scheduler (docs/design.md, "Runtime modes"): inside the server process, a timer to
// the earliest due job plus a sweep every 10 s. Due jobs found at start-up are run at once.
// Any number of instances may run it: a job is claimed by one conditional UPDATE.

/**
 * The sweep also takes over the jobs of a runner that died, once their claims ran out
 * (CLAIM_LEASE_SECONDS): 15 s plus at most one sweep keeps that under 30 s.
 */
export const SWEEP_INTERVAL_MS = 10_000;
const BATCH = 500;
/** After a failed sweep, the next one comes this soon (doubling while they keep failing). */
const RETRY_AFTER_FAILURE_MS = 1_000;

type SchedulerState = {
  runnerId: string;
  timer?: NodeJS.Timeout;
  armedFor?: number;
  running: boolean;
  again: boolean;
  /** Sweeps failed in a row. */
  failures?: number;
  stopped?: boolean;
  stop?: () => void;
};

const globalForScheduler = globalThis as unknown as { brandcastScheduler?: SchedulerState };

/** Starts this process's scheduler once; later calls do nothing. */
export function startLocalScheduler(): void {
  if (globalForScheduler.brandcastScheduler) return;
  const state: SchedulerState = { runnerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, running: false, again: false };
  globalForScheduler.brandcastScheduler = state;

  const unsubscribe = onScheduleChanges((changes) => {
    for (const change of changes) if (change.kind === "scheduled") armFor(state, change.runAt.getTime());
  });
  const interval = setInterval(() => void sweep(state), SWEEP_INTERVAL_MS);
  interval.unref();
  state.stop = () => {
    state.stopped = true;
    unsubscribe();
    clearInterval(interval);
    if (state.timer) clearTimeout(state.timer);
  };
  void sweep(state);
  log().info({ runner: state.runnerId }, "local scheduler started");
}

/**
 * Stops this process's scheduler (a sweep under way finishes its batch). For tests: a
 * scheduler left running in a test worker would claim the due jobs of the files after it.
 */
export function stopLocalScheduler(): void {
  globalForScheduler.brandcastScheduler?.stop?.();
  globalForScheduler.brandcastScheduler = undefined;
}

/** Runs every due job, then arms the timer for the next one. Never overlaps itself. */
async function sweep(state: SchedulerState): Promise<void> {
  if (state.stopped) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    do {
      state.again = false;
      while ((await runDueJobs(state.runnerId, BATCH)) === BATCH);
    } while (state.again);
    const next = await nextDueAt();
    if (next && !state.stopped) armFor(state, next.getTime());
    state.failures = 0;
  } catch (error) {
    // The database away (a restart) must not cost a whole sweep interval: try again in a second,
    // then less often while it stays away.
    state.failures = (state.failures ?? 0) + 1;
    const retryInMs = Math.min(RETRY_AFTER_FAILURE_MS * 2 ** (state.failures - 1), SWEEP_INTERVAL_MS);
    log().error({ err: error, retryInMs }, "scheduler sweep failed; it tries again");
    if (!state.stopped) armFor(state, Date.now() + retryInMs);
  } finally {
    state.running = false;
  }
}

function armFor(state: SchedulerState, at: number): void {
  if (state.armedFor !== undefined && state.armedFor <= at && state.timer) return;
  if (state.timer) clearTimeout(state.timer);
  state.armedFor = at;
  // A few ms late rather than early: the claim compares run_at with the database's clock.
  const delay = Math.min(Math.max(0, at - Date.now() + 5), SWEEP_INTERVAL_MS);
  state.timer = setTimeout(() => {
    state.timer = undefined;
    state.armedFor = undefined;
    void sweep(state);
  }, delay);
  state.timer.unref();
}
