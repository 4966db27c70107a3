import { renewClaims, type ClaimedJob } from "@/lib/publishing/claim-jobs";
import { log } from "@/lib/log";

/**
 * How often a working runner renews its claims: well inside CLAIM_LEASE_SECONDS (15 s), so that
 * two missed beats of a busy event loop do not let another runner in.
 */
export const HEARTBEAT_MS = 4_000;

export type ClaimHeartbeat = {
  hold: (jobs: ClaimedJob[]) => void;
  drop: (jobs: ClaimedJob[]) => void;
  stop: () => void;
};

/**
 * Keeps a runner's claims alive while it works on them: one UPDATE every few seconds for all the
 * jobs it holds. A runner that dies stops beating, and its claims run out CLAIM_LEASE_SECONDS
 * later, whoever it was publishing for. A job another runner took over meanwhile is simply not
 * renewed; the work on it stops at its next attempt (renewClaim in attempt-delivery.ts).
 */
export function startClaimHeartbeat(runnerId: string, everyMs = HEARTBEAT_MS): ClaimHeartbeat {
  const held = new Set<string>();
  let beating = false;
  const beat = async () => {
    if (beating || held.size === 0) return;
    beating = true;
    try {
      await renewClaims(runnerId, [...held]);
    } catch (error) {
      // The next beat tries again; a lease runs out only after several missed beats.
      log().warn({ err: error, runner: runnerId }, "could not renew the runner's claims");
    } finally {
      beating = false;
    }
  };
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return {
    hold: (jobs) => jobs.forEach((job) => held.add(job.jobId)),
    drop: (jobs) => jobs.forEach((job) => held.delete(job.jobId)),
    stop: () => clearInterval(timer),
  };
}
