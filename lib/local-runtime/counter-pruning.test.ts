import { afterEach, expect, it } from "vitest";
import { startCounterPruning } from "@/lib/local-runtime/counter-pruning";
import { describeDb } from "@/lib/testing";
import { seedCounterRows } from "@/lib/testing/counter-rows";

describeDb("local counter pruning job", () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it("deletes minute windows older than an hour, at start and then periodically; keeps recent minutes and day rows", async () => {
    const first = await seedCounterRows();
    expect(await first.left()).toEqual(["d:old", "m:old", "m:recent"]);
    stop = startCounterPruning(200);
    await until(async () => (await first.left()).length === 2);
    expect(await first.left()).toEqual(["d:old", "m:recent"]);

    // Rows that grow old after the first run are taken by a later one.
    const second = await seedCounterRows();
    await until(async () => (await second.left()).length === 2);
    expect(await second.left()).toEqual(["d:old", "m:recent"]);
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
