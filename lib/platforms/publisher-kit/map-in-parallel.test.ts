import { describe, expect, it } from "vitest";
import { mapInParallel } from "@/lib/platforms/publisher-kit/map-in-parallel";

/** A piece of work the test ends by hand: which items started, and a way to end each. */
function handHeldWork() {
  const started: number[] = [];
  const enders = new Map<number, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const work = (item: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(item);
      enders.set(item, { resolve, reject });
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { started, enders, work, settle };
}

describe("mapInParallel: a post's several media handled at once", () => {
  it("starts as many as it may at once without waiting for any, and gives the results in the items' order", async () => {
    const { started, enders, work, settle } = handHeldWork();
    const all = mapInParallel([1, 2, 3, 4, 5, 6], 4, work);
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    // The third ends first: the fifth takes its place; the results keep the items' order.
    enders.get(3)!.resolve("three");
    await settle();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    for (const [item, name] of [[1, "one"], [2, "two"], [4, "four"], [5, "five"]] as const) enders.get(item)!.resolve(name);
    await settle();
    enders.get(6)!.resolve("six");
    await expect(all).resolves.toEqual(["one", "two", "three", "four", "five", "six"]);
  });

  it("after a failure starts nothing more, and rejects only once the items in flight have ended", async () => {
    const { started, enders, work, settle } = handHeldWork();
    let ended = false;
    const all = mapInParallel([1, 2, 3, 4], 2, work).finally(() => (ended = true));
    await settle();
    enders.get(1)!.reject(new Error("429 on the first item"));
    await settle();
    // The second is still in flight: the call has not ended, and no third item was started.
    expect(started).toEqual([1, 2]);
    expect(ended).toBe(false);
    enders.get(2)!.resolve("two");
    await expect(all).rejects.toThrow("429 on the first item");
    expect(started).toEqual([1, 2]);
  });

  it("an empty list is an empty answer; a bound of one goes one by one", async () => {
    await expect(mapInParallel([], 4, async () => "never")).resolves.toEqual([]);
    const order: string[] = [];
    await mapInParallel(["a", "b"], 1, async (item) => {
      order.push(`start ${item}`);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(`end ${item}`);
    });
    expect(order).toEqual(["start a", "end a", "start b", "end b"]);
  });
});
