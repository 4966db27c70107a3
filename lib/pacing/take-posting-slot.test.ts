import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { deferralReason } from "@/lib/pacing/deferral-reason";
import type { PostingLimit } from "@/lib/platforms/posting-limit";
import { platformRule } from "@/lib/platforms/registry";
import { recordSends } from "@/lib/testing/pacing-fixtures";
import { takePostingSlot } from "@/lib/pacing/take-posting-slot";
import { describeDb } from "@/lib/testing";

// Slots are taken in the shared database, so every runner instance counts the same sends.
const perQuarter: PostingLimit = { max: 5, windowSeconds: 900, source: "test", ours: false };
const perThreeHours: PostingLimit = { max: 8, windowSeconds: 3 * 3600, source: "test", ours: false };
const account = () => ({ connectionId: randomUUID(), platform: "x_twitter" as const });
const sendsOf = async (connectionId: string) =>
  (await dbPool().query("SELECT count(*)::int AS n FROM posting_sends WHERE connection_id = $1", [connectionId])).rows[0].n as number;

describeDb("takePostingSlot", () => {
  it("takes a slot while every window has one free, and records the send", async () => {
    const key = account();
    for (let i = 0; i < perQuarter.max; i++) expect(await takePostingSlot(key, [perQuarter], randomUUID())).toEqual({ taken: true });
    expect(await sendsOf(key.connectionId)).toBe(perQuarter.max);
    const sixth = await takePostingSlot(key, [perQuarter], randomUUID());
    expect(sixth.taken).toBe(false);
    expect(await sendsOf(key.connectionId)).toBe(perQuarter.max);
  });

  it("a full window frees when its oldest counted send leaves it: that is the time it names", async () => {
    const key = account();
    const firstAt = new Date(Date.now() - 10 * 60_000);
    await recordSends(key.connectionId, key.platform, 5, firstAt);
    const answer = await takePostingSlot(key, [perQuarter], randomUUID());
    expect(answer).toEqual({ taken: false, until: new Date(firstAt.getTime() + 900_000), limit: perQuarter });
  });

  it("only the sends within the window count: older ones neither block nor stay", async () => {
    const key = account();
    await recordSends(key.connectionId, key.platform, 5, new Date(Date.now() - 3 * 3600_000 - 60_000));
    expect(await takePostingSlot(key, [perQuarter, perThreeHours], randomUUID())).toEqual({ taken: true });
    // The five older than the longest window were deleted as the slot was taken.
    expect(await sendsOf(key.connectionId)).toBe(1);
  });

  it("waits for the window that frees last when several are full", async () => {
    const key = account();
    // 8 sends in the last 3 hours (the 3-hour window is full), 3 of them in the last 15 minutes.
    const early = new Date(Date.now() - 2 * 3600_000);
    await recordSends(key.connectionId, key.platform, 5, early);
    await recordSends(key.connectionId, key.platform, 3, new Date(Date.now() - 60_000));
    const answer = await takePostingSlot(key, [perQuarter, perThreeHours], randomUUID());
    expect(answer).toEqual({ taken: false, until: new Date(early.getTime() + 3 * 3600_000), limit: perThreeHours });
  });

  it("accounts are paced apart: another connection, or the same one on another platform, has its own slots", async () => {
    const key = account();
    await recordSends(key.connectionId, key.platform, 5, new Date(Date.now() - 60_000));
    expect((await takePostingSlot(key, [perQuarter], randomUUID())).taken).toBe(false);
    expect((await takePostingSlot({ ...key, platform: "linkedin" }, [perQuarter], randomUUID())).taken).toBe(true);
    expect((await takePostingSlot(account(), [perQuarter], randomUUID())).taken).toBe(true);
  });

  it("runners racing for the last slot: exactly one gets it", async () => {
    const key = account();
    await recordSends(key.connectionId, key.platform, perQuarter.max - 1, new Date(Date.now() - 60_000));
    const answers = await Promise.all(Array.from({ length: 12 }, () => takePostingSlot(key, [perQuarter], randomUUID())));
    expect(answers.filter((answer) => answer.taken)).toHaveLength(1);
    expect(await sendsOf(key.connectionId)).toBe(perQuarter.max);
  });

  it("many runners taking slots of one account at once never take more than the limit", async () => {
    const key = account();
    const answers = await Promise.all(Array.from({ length: 30 }, () => takePostingSlot(key, [perQuarter, perThreeHours], randomUUID())));
    expect(answers.filter((answer) => answer.taken)).toHaveLength(perQuarter.max);
    expect(await sendsOf(key.connectionId)).toBe(perQuarter.max);
  });
});

describe("a posting limit's reason", () => {
  it("says the platform, the limit, its window and when the next post goes", () => {
    const until = new Date("2026-11-24T03:15:06.250Z"); // named as the next whole second
    expect(deferralReason("X", platformRule("x_twitter").postingLimits[0], until)).toBe("X allows 100 posts per 15 minutes per account; the next one goes at 2026-11-24 03:15:07 UTC.");
    expect(deferralReason("LinkedIn", platformRule("linkedin").postingLimits[0], until)).toBe(
      "LinkedIn allows 50 posts per hour per account (our limit: the platform publishes none); the next one goes at 2026-11-24 03:15:07 UTC.",
    );
    expect(deferralReason("TikTok", platformRule("tiktok").postingLimits[0], until)).toBe("TikTok allows 6 posts per minute per account; the next one goes at 2026-11-24 03:15:07 UTC.");
  });
});
