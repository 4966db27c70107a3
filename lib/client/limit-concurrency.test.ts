import { describe, expect, it } from "vitest";
import { isAbort } from "@/lib/client/api-error";
import { limitConcurrency } from "@/lib/client/limit-concurrency";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("limitConcurrency", () => {
  it("runs at most `max` loads at once, the rest in order", async () => {
    let running = 0;
    let peak = 0;
    const started: string[] = [];
    const load = limitConcurrency(2, async (key: string) => {
      started.push(key);
      running += 1;
      peak = Math.max(peak, running);
      await sleep(20);
      running -= 1;
      return key.toUpperCase();
    });
    const results = await Promise.all(["a", "b", "c", "d", "e"].map((key) => load(key, new AbortController().signal)));
    expect(results).toEqual(["A", "B", "C", "D", "E"]);
    expect(peak).toBe(2);
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("a load aborted while it waits leaves the queue without running", async () => {
    const ran: string[] = [];
    const load = limitConcurrency(1, async (key: string) => {
      ran.push(key);
      await sleep(30);
      return key;
    });
    const first = load("first", new AbortController().signal);
    const controller = new AbortController();
    const waiting = load("waiting", controller.signal);
    const last = load("last", new AbortController().signal);
    controller.abort();
    expect(isAbort(await waiting.catch((error: unknown) => error))).toBe(true);
    expect(await Promise.all([first, last])).toEqual(["first", "last"]);
    expect(ran).toEqual(["first", "last"]);
  });
});
