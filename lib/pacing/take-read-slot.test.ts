import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { ARRIVAL_MARGIN_SECONDS, pacerKey, takeReadSlot } from "@/lib/pacing/take-read-slot";
import type { ReadLimit } from "@/lib/platforms/read-limits";
import { READ_LIMITS } from "@/lib/platforms/read-limits";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { describeDb } from "@/lib/testing";

// Reads are counted in the shared database, so every runner instance spends the same budget.
const perAccount: ReadLimit = { scope: "account", max: 6, windowSeconds: 900, source: "test", ours: false };
const perApp: ReadLimit = { scope: "app", max: 10, windowSeconds: 3600, source: "test", ours: false };
// A platform of its own per test (pacer keys are text), so app budgets never meet across tests.
const key = () => ({ platform: `t${randomUUID().slice(0, 8)}` as never, connectionId: randomUUID() });
const readsOf = async (pacer: string) => (await dbPool().query("SELECT count(*)::int AS n FROM metric_reads WHERE pacer_key = $1", [pacer])).rows[0].n as number;
const backdate = (pacer: string, ms: number) => dbPool().query("UPDATE metric_reads SET read_at = read_at - make_interval(secs => $2::float8 / 1000) WHERE pacer_key = $1", [pacer, ms]);

describeDb("takeReadSlot", () => {
  it("takes reads while every window has room, counting a reading's cost, then names when the full one frees", async () => {
    const k = key();
    expect(await takeReadSlot(k, [perAccount], 4)).toEqual({ taken: true });
    expect(await readsOf(pacerKey(k, "account")!)).toBe(4);
    await backdate(pacerKey(k, "account")!, 60_000);
    const refused = await takeReadSlot(k, [perAccount], 4);
    expect(refused.taken).toBe(false);
    if (!refused.taken) {
      expect(refused.limit).toBe(perAccount);
      // The four reads left a minute ago leave the window 15 minutes (and the arrival margin)
      // after they were taken.
      expect(Math.abs(refused.until.getTime() - (Date.now() - 60_000 + 900_000 + ARRIVAL_MARGIN_SECONDS * 1000))).toBeLessThan(3000);
    }
    expect(await readsOf(pacerKey(k, "account")!)).toBe(4);
    expect(await takeReadSlot(k, [perAccount], 2)).toEqual({ taken: true });
  });

  it("a read still counts for the arrival margin past its window: the platform counts the request when it arrives, a moment after its slot", async () => {
    const k = key();
    const perMinute: ReadLimit = { scope: "account", max: 2, windowSeconds: 60, source: "test", ours: false };
    expect(await takeReadSlot(k, [perMinute], 2)).toEqual({ taken: true });
    await backdate(pacerKey(k, "account")!, 60_000 + (ARRIVAL_MARGIN_SECONDS * 1000) / 2);
    expect((await takeReadSlot(k, [perMinute])).taken).toBe(false);
    await backdate(pacerKey(k, "account")!, ARRIVAL_MARGIN_SECONDS * 1000);
    expect(await takeReadSlot(k, [perMinute])).toEqual({ taken: true });
  });

  it("the app's budget is shared by every account; each account has its own", async () => {
    const k = key();
    for (let i = 0; i < 5; i++) expect((await takeReadSlot({ ...k, connectionId: randomUUID() }, [perAccount, perApp], 2)).taken).toBe(true);
    const full = await takeReadSlot({ ...k, connectionId: randomUUID() }, [perAccount, perApp], 1);
    expect(full).toMatchObject({ taken: false, limit: perApp });
    expect(await readsOf(pacerKey(k, "app")!)).toBe(10);
  });

  it("reads older than the longest window neither block nor stay", async () => {
    const k = key();
    await takeReadSlot(k, [perAccount], 6);
    await backdate(pacerKey(k, "account")!, (perAccount.windowSeconds + ARRIVAL_MARGIN_SECONDS + 1) * 1000);
    expect(await takeReadSlot(k, [perAccount], 1)).toEqual({ taken: true });
    expect(await readsOf(pacerKey(k, "account")!)).toBe(1);
  });

  it("runners racing for the last reads of a window never take more than the limit", async () => {
    const k = key();
    const answers = await Promise.all(Array.from({ length: 12 }, () => takeReadSlot(k, [perAccount, perApp], 1)));
    expect(answers.filter((answer) => answer.taken)).toHaveLength(perAccount.max);
    expect(await readsOf(pacerKey(k, "account")!)).toBe(perAccount.max);
  });

  it("a read without an account counts only in the app's budget", async () => {
    const k = { ...key(), connectionId: null };
    expect(await takeReadSlot(k, [perAccount, perApp], 3)).toEqual({ taken: true });
    expect(await readsOf(pacerKey(k, "app")!)).toBe(3);
  });

  it("every platform has read limits, each with its source", () => {
    for (const platform of PLATFORM_IDS) {
      expect(READ_LIMITS[platform].length).toBeGreaterThan(0);
      for (const limit of READ_LIMITS[platform]) expect(limit.ours || limit.source.startsWith("https://")).toBe(true);
    }
  });
});
