import { readFile } from "node:fs/promises";

// Reads the JSON reports of vitest and Playwright into one shape, so that the runner can
// sum every stage into its final `N passed, N failed[, N skipped]` line.

export type Counts = { passed: number; failed: number; skipped: number; notes: string[] };

export const emptyCounts = (): Counts => ({ passed: 0, failed: 0, skipped: 0, notes: [] });

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * A non-zero exit with no failed test (a file that does not load, a crashed worker, a
 * server that would not start) still counts as one failure, so it can never pass unseen.
 */
function withExitCode(counts: Counts, exitCode: number, tool: string): Counts {
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push(`${tool} exited with code ${exitCode} without a failed test; counted as 1 failure`);
  }
  return counts;
}

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; status: string; message?: string; startTime?: number; endTime?: number; assertionResults?: { status: string }[] }[];
};

/**
 * The `count` files that took longest in a vitest report, as "path (N s)", longest first, with
 * their share of the stage: where a stage's minutes go, printed by every run so that CI's time
 * budget can be watched and spent where it matters.
 */
export async function slowestVitestFiles(file: string, root: string, count = 10): Promise<string[]> {
  const report = (await readJson(file)) as VitestReport | undefined;
  const timed = (report?.testResults ?? [])
    .filter((result) => typeof result.startTime === "number" && typeof result.endTime === "number")
    .map((result) => ({ name: result.name.startsWith(root) ? result.name.slice(root.length).replace(/^\//, "") : result.name, ms: result.endTime! - result.startTime! }));
  const total = timed.reduce((sum, result) => sum + result.ms, 0);
  return timed
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((result) => `${result.name} (${(result.ms / 1000).toFixed(1)} s, ${total > 0 ? Math.round((100 * result.ms) / total) : 0}%)`);
}

export async function vitestCounts(file: string, exitCode: number): Promise<Counts> {
  const report = (await readJson(file)) as VitestReport | undefined;
  const counts = emptyCounts();
  if (report) {
    counts.passed = report.numPassedTests ?? 0;
    counts.failed = report.numFailedTests ?? 0;
    counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails before any test runs (import error, failing beforeAll) has no tests.
    for (const result of report.testResults ?? []) {
      if (result.status === "failed" && (result.assertionResults?.length ?? 0) === 0) {
        counts.failed += 1;
        counts.notes.push(`file failed without running tests: ${result.name}`);
      }
    }
    // A worker that dies (out of memory, process.exit) leaves its file "passed" with the
    // unfinished test "pending" and no failure: name the file so the crash can be found.
    if (exitCode !== 0 && counts.failed === 0) {
      for (const result of report.testResults ?? []) {
        if (result.assertionResults?.some((test) => test.status === "pending")) counts.notes.push(`unfinished tests (crashed worker?): ${result.name}`);
      }
    }
  } else {
    counts.notes.push(`no vitest report at ${file}`);
  }
  return withExitCode(counts, exitCode, "vitest");
}

type PlaywrightReport = {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: { message?: string }[];
};

export async function playwrightCounts(file: string, exitCode: number): Promise<Counts> {
  const report = (await readJson(file)) as PlaywrightReport | undefined;
  const counts = emptyCounts();
  if (report?.stats) {
    // A flaky test passed on retry; it is reported as passed and noted.
    counts.passed = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    counts.failed = report.stats.unexpected ?? 0;
    counts.skipped = report.stats.skipped ?? 0;
    if (report.stats.flaky) counts.notes.push(`${report.stats.flaky} flaky test(s) passed on retry`);
    for (const error of report.errors ?? []) counts.notes.push(`playwright: ${(error.message ?? "").split("\n")[0]}`);
  } else {
    counts.notes.push(`no playwright report at ${file}`);
  }
  return withExitCode(counts, exitCode, "playwright");
}
