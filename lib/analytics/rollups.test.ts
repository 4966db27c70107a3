import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { engagementRate } from "@/lib/metrics/engagement-rate";
import { describeDb } from "@/lib/testing";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot } from "@/lib/testing/snapshot-fixtures";

// The rollups the analytics API reads (migration 20261231050000_metric_rollups), kept by
// triggers as snapshots are stored: each delivery counts once, with its latest reading.

const dayRows = async (brandId: string) =>
  (
    await dbPool().query(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, platform, deliveries, views::int, views_n, likes::int, likes_n, engagements::int, engagement_base::int, rated_n FROM metric_day_rollups WHERE brand_id = $1 ORDER BY day, platform",
      [brandId],
    )
  ).rows;
const hourRows = async (brandId: string) =>
  (await dbPool().query("SELECT to_char(day, 'YYYY-MM-DD') AS day, hour, platform, deliveries, views::int FROM metric_hour_rollups WHERE brand_id = $1 ORDER BY day, hour, platform", [brandId])).rows;

describeDb("metric rollups", () => {
  it("several snapshots of one delivery count once, with the latest reading; a failed or older reading replaces nothing", async () => {
    const owner = await publishingBrand("Rollups latest");
    const publishedAt = new Date("2026-05-04T10:15:00Z");
    const x = await deliveryPublishedAt(owner, "x_twitter", publishedAt);
    await storeSnapshot(x, "x_twitter", new Date("2026-05-04T11:15:00Z"), { views: 100, likes: 5, reach: "not_offered" });
    await storeSnapshot(x, "x_twitter", new Date("2026-05-04T16:15:00Z"), { views: 250, likes: 10, reach: "not_offered" });
    await storeSnapshot(x, "x_twitter", new Date("2026-05-05T10:15:00Z"), { views: 400, likes: 20, comments: 4, reach: "not_offered" });
    await storeSnapshot(x, "x_twitter", new Date("2026-05-06T10:15:00Z"), {}, "data: Required");
    await storeSnapshot(x, "x_twitter", new Date("2026-05-04T12:00:00Z"), { views: 120, likes: 6 }); // arrives late, older than the latest
    const bluesky = await deliveryPublishedAt(owner, "bluesky", publishedAt);
    await storeSnapshot(bluesky, "bluesky", new Date("2026-05-04T11:15:00Z"), { views: "not_offered", likes: 3 });
    await storeSnapshot(bluesky, "bluesky", new Date("2026-05-05T11:15:00Z"), { views: "not_offered", likes: 7 });

    expect(await dayRows(owner.brandId)).toEqual([
      { day: "2026-05-04", platform: "bluesky", deliveries: 1, views: 0, views_n: 0, likes: 7, likes_n: 1, engagements: 0, engagement_base: 0, rated_n: 0 },
      { day: "2026-05-04", platform: "x_twitter", deliveries: 1, views: 400, views_n: 1, likes: 20, likes_n: 1, engagements: 24, engagement_base: 400, rated_n: 1 },
    ]);
    expect(await hourRows(owner.brandId)).toEqual([
      { day: "2026-05-04", hour: 10, platform: "bluesky", deliveries: 1, views: 0 },
      { day: "2026-05-04", hour: 10, platform: "x_twitter", deliveries: 1, views: 400 },
    ]);
  });

  it("days and hours are the publishing time in the brand's time zone", async () => {
    const owner = await publishingBrand("Rollups zone");
    await db().brandQueue.create({ data: { brandId: owner.brandId, timezone: "Pacific/Auckland", slots: [] } });
    // 11:30 UTC on 1 March is 00:30 on 2 March in Auckland (UTC+13); 10:30 UTC is still 1 March there.
    const late = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-03-01T11:30:00Z"));
    const early = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-03-01T10:30:00Z"));
    await storeSnapshot(late, "x_twitter", new Date("2026-03-01T12:30:00Z"), { views: 10 });
    await storeSnapshot(early, "x_twitter", new Date("2026-03-01T11:30:00Z"), { views: 5 });
    expect(await hourRows(owner.brandId)).toEqual([
      { day: "2026-03-01", hour: 23, platform: "x_twitter", deliveries: 1, views: 5 },
      { day: "2026-03-02", hour: 0, platform: "x_twitter", deliveries: 1, views: 10 },
    ]);
  });

  it("a deleted post's deliveries leave the rollups", async () => {
    const owner = await publishingBrand("Rollups delete");
    const kept = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-06-01T09:00:00Z"));
    const gone = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-06-01T09:30:00Z"));
    await storeSnapshot(kept, "x_twitter", new Date("2026-06-01T10:00:00Z"), { views: 30, likes: 3 });
    await storeSnapshot(gone, "x_twitter", new Date("2026-06-01T10:00:00Z"), { views: 70, likes: 7 });
    expect((await dayRows(owner.brandId))[0]).toMatchObject({ deliveries: 2, views: 100, likes: 10 });
    await db().post.delete({ where: { id: gone.postId } });
    expect((await dayRows(owner.brandId))[0]).toMatchObject({ deliveries: 1, views: 30, likes: 3, engagements: 3, engagement_base: 30 });
  });

  it("the database's engagement rate is the API's, case by case", async () => {
    const cases = [
      { views: 200, reach: null, likes: 5, comments: 3, shares: null, saves: 2 },
      { views: null, reach: 80, likes: 4, comments: null, shares: 1, saves: null },
      { views: 0, reach: 50, likes: 1, comments: 0, shares: 0, saves: 0 },
      { views: null, reach: null, likes: 9, comments: 1, shares: 0, saves: 0 },
      { views: 30, reach: 10, likes: null, comments: null, shares: null, saves: null },
      { views: 3, reach: null, likes: 0, comments: 0, shares: 0, saves: 0 },
    ];
    for (const failed of [false, true]) {
      for (const counts of cases) {
        const { rows } = await dbPool().query(
          "SELECT engagements::float8 AS engagements, base::float8 AS base, basis, reason FROM metric_engagement($1, $2, $3, $4, $5, $6, $7)",
          [failed, counts.likes, counts.comments, counts.shares, counts.saves, counts.views, counts.reach],
        );
        const row = rows[0];
        const database = { value: row.base === null ? null : row.engagements / row.base, basis: row.basis, reason: row.reason };
        expect(database, JSON.stringify({ failed, counts })).toEqual(engagementRate(counts, failed));
      }
    }
    expect(engagementRate(cases[0], false)).toEqual({ value: 0.05, basis: "views", reason: null });
    expect(engagementRate(cases[2], false)).toEqual({ value: null, basis: "views", reason: "zero_views" });
    expect(engagementRate(cases[3], false)).toEqual({ value: null, basis: null, reason: "no_views_or_reach" });
  });
});
