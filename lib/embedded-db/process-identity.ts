import { readFileSync } from "node:fs";

// A pid alone is not an identity: in a container every run starts with the same few pids,
// so a stale lock's pid may now belong to an unrelated process (often our own npm or tsx
// parent). On Linux the kernel's start time of the process (field 22 of /proc/<pid>/stat)
// tells a reused pid apart; elsewhere we fall back to "a process with that pid exists".

/** The process's start time in clock ticks since boot, or null where /proc is unavailable. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may contain spaces, so count from
    // the last ")": what follows starts at field 3, which makes the start time index 19.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** True when the process that wrote {pid, startTime} is still running. */
export function isProcessAlive(pid: number, startTime?: string | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (!startTime) return true;
  const current = processStartTime(pid);
  return current === null || current === startTime;
}
