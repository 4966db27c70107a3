import { describe, expect, it } from "vitest";
import { accountKey, LiveCapacity, type LiveLimits } from "@/lib/local-runtime/live-capacity";
import type { PlatformId } from "@/lib/platforms/ids";

// One runner's places: per post, per platform, per account; what the claim is told is busy.

const limits: LiveLimits = { posts: 3, platform: (platform) => (platform === "tiktok" ? 1 : 2), account: 2 };
const post = (brandId: string, platforms: PlatformId[]) => ({ brandId, platforms });

describe("live places of one runner", () => {
  it("a platform is busy at its own figure, an account at the account figure, posts at the post figure", () => {
    const capacity = new LiveCapacity(limits);
    capacity.take(post("a", ["tiktok", "x_twitter"]));
    expect(capacity.busyKeys()).toEqual(["tiktok"]);
    expect(capacity.canStart(post("b", ["x_twitter"]))).toBe(true);
    expect(capacity.canStart(post("b", ["tiktok"]))).toBe(false);
    capacity.take(post("a", ["x_twitter"]));
    // Brand a's X account has both its places; X itself has both of its 2 too.
    expect(capacity.busyKeys().sort()).toEqual([accountKey("a", "x_twitter"), "tiktok", "x_twitter"].sort());
    capacity.take(post("c", ["linkedin"]));
    expect(capacity.hasRoomForAPost()).toBe(false);
    expect(capacity.canStart(post("d", ["facebook"]))).toBe(false);
  });

  it("a delivery that ends gives back its platform's and account's places at once, the post's only when it ends; each once", () => {
    let freed = 0;
    const capacity = new LiveCapacity(limits, () => freed++);
    const places = capacity.take(post("a", ["tiktok", "x_twitter"]));
    places.endDelivery("tiktok");
    expect(freed).toBe(1);
    expect(capacity.busyKeys()).toEqual([]);
    expect(capacity.inFlight()).toBe(1);
    places.endDelivery("tiktok");
    places.endDelivery("bluesky");
    places.end();
    places.end();
    expect(capacity.inFlight()).toBe(0);
    expect(capacity.busyKeys()).toEqual([]);
    // Nothing went below zero: two posts fit again on TikTok's one place, one after the other.
    capacity.take(post("a", ["tiktok"]));
    expect(capacity.canStart(post("b", ["tiktok"]))).toBe(false);
  });

  it("posts waiting for places start in order as places free, one full platform holding up no other", async () => {
    const capacity = new LiveCapacity(limits);
    const first = capacity.take(post("a", ["tiktok"]));
    const started: string[] = [];
    const waitingTikTok = capacity.waitToStart(post("b", ["tiktok"])).then((places) => (started.push("tiktok"), places));
    const waitingX = capacity.waitToStart(post("c", ["x_twitter"])).then((places) => (started.push("x"), places));
    first.endDelivery("bluesky"); // not one of its platforms: frees nothing
    await Promise.resolve();
    first.endDelivery("tiktok");
    const [tiktok, x] = await Promise.all([waitingTikTok, waitingX]);
    expect(started.sort()).toEqual(["tiktok", "x"]);
    tiktok.end();
    x.end();
    first.end();
    expect(capacity.inFlight()).toBe(0);
  });
});
