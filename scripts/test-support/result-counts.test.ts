import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { playwrightCounts, slowestVitestFiles, vitestCounts } from "./result-counts";

async function report(content: unknown): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "counts-")), "report.json");
  await writeFile(file, JSON.stringify(content));
  return file;
}

describe("vitestCounts", () => {
  it("reads passed, failed and skipped (pending + todo)", async () => {
    const file = await report({ numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1, testResults: [] });
    expect(await vitestCounts(file, 1)).toMatchObject({ passed: 7, failed: 2, skipped: 2 });
  });

  it("counts a file that failed before any test ran", async () => {
    const file = await report({ numPassedTests: 3, numFailedTests: 0, testResults: [{ name: "/a.test.ts", status: "failed", assertionResults: [] }] });
    expect(await vitestCounts(file, 1)).toMatchObject({ passed: 3, failed: 1 });
  });

  it("a non-zero exit without failures (crashed worker) is one failure, naming the file", async () => {
    const file = await report({
      numPassedTests: 5,
      numFailedTests: 0,
      testResults: [{ name: "/crash.test.ts", status: "passed", assertionResults: [{ status: "pending" }] }],
    });
    const counts = await vitestCounts(file, 1);
    expect(counts).toMatchObject({ passed: 5, failed: 1 });
    expect(counts.notes.join("\n")).toContain("/crash.test.ts");
  });

  it("a missing report with exit 0 is zero tests, with a note", async () => {
    const counts = await vitestCounts("/nonexistent/report.json", 0);
    expect(counts).toMatchObject({ passed: 0, failed: 0, skipped: 0 });
    expect(counts.notes[0]).toContain("no vitest report");
  });
});

describe("slowestVitestFiles", () => {
  it("names the longest files first, relative to the root, with their share of the stage", async () => {
    const file = await report({
      testResults: [
        { name: "/repo/lib/a.test.ts", status: "passed", startTime: 0, endTime: 1_000 },
        { name: "/repo/lib/b.test.ts", status: "passed", startTime: 0, endTime: 6_000 },
        { name: "/repo/lib/c.test.ts", status: "passed", startTime: 10, endTime: 3_010 },
        { name: "/repo/lib/untimed.test.ts", status: "failed" },
      ],
    });
    expect(await slowestVitestFiles(file, "/repo", 2)).toEqual(["lib/b.test.ts (6.0 s, 60%)", "lib/c.test.ts (3.0 s, 30%)"]);
    expect(await slowestVitestFiles("/nonexistent/report.json", "/repo")).toEqual([]);
  });
});

describe("playwrightCounts", () => {
  it("counts flaky as passed and unexpected as failed", async () => {
    const file = await report({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 }, errors: [] });
    expect(await playwrightCounts(file, 1)).toMatchObject({ passed: 5, failed: 1, skipped: 2 });
  });

  it("a server that never started (no tests, exit 1) is one failure", async () => {
    const file = await report({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{ message: "Timed out waiting 120000ms from config.webServer." }] });
    const counts = await playwrightCounts(file, 1);
    expect(counts.failed).toBe(1);
    expect(counts.notes.join("\n")).toContain("webServer");
  });
});
