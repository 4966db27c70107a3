import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { functions } from "@/inngest/functions";
import { REFRESH_METRICS_CRON, refreshPostMetricsCron } from "@/inngest/functions/refresh-post-metrics";

// The pipeline itself is tested in lib/metrics/refresh-due-metrics.test.ts, one workspace at a
// time; a run over every workspace here would take other test files' due snapshots.

describe("the metrics refresh on Inngest", () => {
  it("is a cron every five minutes, served beside the other functions, running the pipeline as one step", async () => {
    expect(REFRESH_METRICS_CRON).toBe("*/5 * * * *");
    expect(refreshPostMetricsCron.opts.triggers).toEqual([{ cron: "*/5 * * * *" }]);
    expect(functions).toContain(refreshPostMetricsCron);
    const stats = { claimed: 0, stored: 0, errors: 0, postponed: 0 };
    const { result } = await new InngestTestEngine({ function: refreshPostMetricsCron, steps: [{ id: "refresh-post-metrics", handler: () => stats }] }).execute();
    expect(result).toEqual(stats);
  });
});
