import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";
import { captureLog } from "@/lib/testing/capture-log";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("startPeriodicJob", () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  it("runs at once and then every period, never two runs at once", async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    stop = startPeriodicJob("test-job", 20, async () => {
      running++;
      overlapped ||= running > 1;
      await wait(70); // longer than the period
      running--;
      runs++;
    });
    await wait(10);
    expect(running).toBe(1); // the first run started without waiting a period
    await wait(300);
    expect(overlapped).toBe(false);
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it("logs a failure and runs again at the next period; stops when told", async () => {
    const logs = captureLog();
    let runs = 0;
    stop = startPeriodicJob("failing-job", 20, async () => {
      runs++;
      throw new Error("database away");
    });
    await wait(110);
    expect(runs).toBeGreaterThanOrEqual(2);
    const failures = logs.lines().filter((line) => line.job === "failing-job");
    logs.restore();
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures[0]).toMatchObject({ level: "error", msg: "failing-job failed; the next run tries again", err: { message: "database away" } });
    stop();
    const after = runs;
    await wait(80);
    expect(runs).toBe(after);
  });
});
