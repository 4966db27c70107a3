import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { serverEnv } from "@/lib/env";
import { pruneOldCounters } from "@/lib/ratelimit/prune-counters";
import { nextDueAt } from "@/lib/publishing/claim-jobs";
import { runDueJobs } from "@/lib/publishing/run-jobs";
import { usesInngest } from "@/lib/publishing/runtime-mode";
import { onScheduleChange } from "@/lib/publishing/schedule-signals";

// The local scheduler (DESIGN.md, "Runtime modes"): inside the server process, a timer to
// the earliest due job plus a sweep every 30 s. Due jobs found at start-up are run at once.
// Any number of instances may run it: a job is claimed by one conditional UPDATE.

export const SWEEP_INTERVAL_MS = 30_000;
const BATCH = 500;
const PRUNE_EVERY_MS = 10 * 60_000;

type SchedulerState = { runnerId: string; timer?: NodeJS.Timeout; armedFor?: number; running: boolean; again: boolean; lastPrune: number };

const globalForScheduler = globalThis as unknown as { brandcastScheduler?: SchedulerState };

export function startLocalSchedulerIfEnabled(): void {
  if (usesInngest() || serverEnv().LOCAL_SCHEDULER === "off") return;
  startLocalScheduler();
}

export function startLocalScheduler(): void {
  if (globalForScheduler.brandcastScheduler) return;
  const state: SchedulerState = { runnerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, running: false, again: false, lastPrune: 0 };
  globalForScheduler.brandcastScheduler = state;

  onScheduleChange((change) => {
    if (change.kind === "scheduled") armFor(state, change.runAt.getTime());
  });
  setInterval(() => void sweep(state), SWEEP_INTERVAL_MS).unref();
  void sweep(state);
  console.log(`[scheduler] local scheduler started (${state.runnerId})`);
}

/** Runs every due job, then arms the timer for the next one. Never overlaps itself. */
async function sweep(state: SchedulerState): Promise<void> {
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
    await maybePrune(state);
    const next = await nextDueAt();
    if (next) armFor(state, next.getTime());
  } catch (error) {
    console.error("[scheduler] sweep failed; the next sweep retries:", (error as Error).message);
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

async function maybePrune(state: SchedulerState): Promise<void> {
  if (Date.now() - state.lastPrune < PRUNE_EVERY_MS) return;
  state.lastPrune = Date.now();
  await pruneOldCounters();
}
