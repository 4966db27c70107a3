import { InngestTestEngine } from "@inngest/test";
import { expect, it } from "vitest";
import { functions } from "@/inngest/functions";
import { pruneRateLimitCounters } from "@/inngest/functions/prune-rate-limit-counters";
import { describeDb } from "@/lib/testing";
import { seedCounterRows } from "@/lib/testing/counter-rows";

describeDb("inngest prune-rate-limit-counters", () => {
  it("is a cron function on the local job's period, served at /api/inngest beside the others", () => {
    expect(pruneRateLimitCounters.opts.triggers).toEqual([{ cron: "*/10 * * * *" }]);
    expect(functions).toContain(pruneRateLimitCounters);
  });

  it("deletes minute windows older than an hour; keeps recent minutes and day rows", async () => {
    const rows = await seedCounterRows();
    const { result } = await new InngestTestEngine({ function: pruneRateLimitCounters }).execute();
    expect(result).toMatchObject({ deleted: expect.any(Number) });
    expect((result as { deleted: number }).deleted).toBeGreaterThanOrEqual(1);
    expect(await rows.left()).toEqual(["d:old", "m:recent"]);
  });
});
