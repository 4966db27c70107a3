import { execFileSync } from "node:child_process";
import { readlinkSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

// Other tools build this project too (the test runner, npm start). A second `next build`
// in the same directory fails, and one that finishes while the benchmark's server runs
// replaces .next under it, so the benchmark waits until no build of THIS directory runs.
// Next.js renames its build process to "next-build (vX)", so both spellings are matched.

function buildPidsIn(projectRoot: string): number[] {
  let listing = "";
  try {
    listing = execFileSync("pgrep", ["-f", "next[ -]build"], { encoding: "utf8" });
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
  return listing
    .split("\n")
    .map(Number)
    .filter((pid) => pid > 0 && pid !== process.pid)
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === projectRoot;
      } catch {
        return false; // gone meanwhile, or /proc unreadable
      }
    });
}

/** Resolves once no `next build` runs in projectRoot; throws after timeoutMs. */
export async function waitForOtherBuilds(projectRoot: string, timeoutMs = 15 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    const pids = buildPidsIn(projectRoot);
    if (pids.length === 0) return;
    if (Date.now() > deadline) throw new Error(`another next build (pid ${pids.join(", ")}) is still running; giving up`);
    if (!announced) {
      console.log(`[bench] another next build is running here (pid ${pids.join(", ")}); waiting for it to finish…`);
      announced = true;
    }
    await sleep(2_000);
  }
}
