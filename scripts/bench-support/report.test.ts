import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { failureBanner, type TargetResult } from "./report";

// The bench's verdict rests on this banner: a run it does not raise is judged and may pass.

function target(key: string, total: number, non2xx = 0): TargetResult {
  const result = { requests: { total, average: total / 2 }, non2xx, errors: 0, statusCodeStats: non2xx ? { "429": { count: non2xx } } : { "200": { count: total } } };
  return { key, label: `(${key})`, result: result as unknown as autocannon.Result, serverCpu: null, loadCpuCores: 0 };
}

describe("the bench's failure banner", () => {
  it("is raised when a target completed no request, so a run without figures never passes", () => {
    const banner = failureBanner([target("a", 1200), target("b", 0)]);
    expect(banner).toContain("(b): no request completed in the measured time");
    expect(banner).not.toContain("(a)");
  });

  it("is raised for refusals, and absent for a clean run", () => {
    expect(failureBanner([target("a", 1200), target("b", 900, 40)])).toContain("(b): 40 of 900 responses not 2xx");
    expect(failureBanner([target("a", 1200), target("b", 900)])).toBeNull();
  });
});
