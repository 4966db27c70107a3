import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot, storeSnapshots, type SnapshotCounts } from "@/lib/testing/snapshot-fixtures";

// The analytics triggers run once per statement (migration 20270141000000_metric_rollups_per_statement):
// a batch of snapshots stored by one INSERT, as the refresh pipeline stores a platform request's
// readings, must leave the same delivery totals and day, hour and voice rollups as the same
// readings stored one statement each. Two workspaces get the same posts (two brands, one in
// Auckland's time zone, three platforms, two publishing days and hours either side of midnight
// there, themes and consistency bands); one stores each reading alone, the other each round in
// one statement, with readings of different brands, platforms and days mixed in it.

const PLATFORMS = ["x_twitter", "tiktok", "linkedin"];
const PUBLISHED = ["2026-03-01T10:30:00Z", "2026-03-01T11:30:00Z", "2026-03-02T09:00:00Z"];
const VOICE: [string | null, number | null][] = [
  ["launches", 0.9],
  ["behind the scenes", 0.6],
  [null, null],
];
const HOUR = 3600_000;

type Delivery = { postId: string; deliveryId: string; platform: string; label: string; publishedAt: Date };

async function samePosts(name: string): Promise<{ workspaceId: string; brands: Map<string, string>; deliveries: Delivery[] }> {
  const owner = await publishingBrand(`${name} A`);
  const second = (await db().brand.create({ data: { userId: owner.userId, name: `${name} B`, website: "https://second.example" } })).id;
  await db().brandQueue.create({ data: { brandId: second, timezone: "Pacific/Auckland", slots: [] } });
  const brands = new Map([
    [owner.brandId, "A"],
    [second, "B"],
  ]);
  const deliveries: Delivery[] = [];
  for (const [brandId, brand] of brands) {
    for (const [p, platform] of PLATFORMS.entries()) {
      for (const [t, at] of PUBLISHED.entries()) {
        const delivery = await deliveryPublishedAt({ userId: owner.userId, brandId }, platform, new Date(at));
        const [theme, score] = VOICE[(p + t) % VOICE.length];
        await dbPool().query("UPDATE posts SET content_theme = $2, consistency_score = $3 WHERE id = $1", [delivery.postId, theme, score]);
        deliveries.push({ ...delivery, platform, label: `${brand}-${platform}-${t}`, publishedAt: new Date(at) });
      }
    }
  }
  return { workspaceId: owner.workspaceId, brands, deliveries };
}

/** Three rounds of readings: first ones, later ones (some failed, a metric not offered), and late, older ones. */
function rounds(deliveries: Delivery[]): { delivery: Delivery; takenAt: Date; counts: SnapshotCounts; error: string | null }[][] {
  return [1, 2, 3].map((round) =>
    deliveries.flatMap((delivery, i) => {
      const base = { delivery, takenAt: new Date(delivery.publishedAt.getTime() + round * 6 * HOUR), error: null as string | null };
      if (round === 2 && i % 5 === 0) return [{ ...base, counts: {}, error: "data: Required" }];
      const counts: SnapshotCounts = { views: 100 * round + i, likes: round * 3 + (i % 4), comments: i % 3, reach: i % 2 === 0 ? "not_offered" : 40 + i };
      if (round === 3 && i % 4 === 0) {
        // A late reading older than the one counted, and in the same statement the newest.
        return [
          { ...base, takenAt: new Date(delivery.publishedAt.getTime() + 3 * HOUR), counts: { views: 1, likes: 1 } },
          { ...base, counts: { ...counts, saves: i } },
        ];
      }
      return [{ ...base, counts }];
    }),
  );
}

async function counted(workspaceId: string, brands: Map<string, string>, deliveries: Delivery[]) {
  const labels = new Map(deliveries.map((delivery) => [delivery.deliveryId, delivery.label]));
  const result: Record<string, Record<string, unknown>[]> = {};
  for (const table of ["metric_delivery_totals", "metric_day_rollups", "metric_hour_rollups", "metric_voice_rollups"]) {
    const { rows } = await dbPool().query(`SELECT *, to_char(day, 'YYYY-MM-DD') AS day_text FROM ${table} WHERE workspace_id = $1`, [workspaceId]);
    result[table] = rows
      .map(({ workspace_id: _workspace, post_id: _post, day_text: day, ...row }) => ({
        ...row,
        day,
        brand_id: brands.get(row.brand_id),
        ...(row.delivery_id ? { delivery_id: labels.get(row.delivery_id) } : {}),
        ...(row.taken_at ? { taken_at: new Date(row.taken_at).toISOString() } : {}),
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return result;
}

describeDb("analytics triggers per statement", () => {
  it("a batch mixing brands, platforms and days counts as the same readings stored one by one", async () => {
    const alone = await samePosts("One by one");
    const batched = await samePosts("Batched");
    const aloneRounds = rounds(alone.deliveries);
    const batchedRounds = rounds(batched.deliveries);
    for (const round of aloneRounds) {
      for (const { delivery, takenAt, counts, error } of round) await storeSnapshot(delivery, delivery.platform, takenAt, counts, error);
    }
    for (const round of batchedRounds) {
      await storeSnapshots(round.map(({ delivery, takenAt, counts, error }) => ({ delivery, platform: delivery.platform, takenAt, counts, error })));
    }

    const one = await counted(alone.workspaceId, alone.brands, alone.deliveries);
    const many = await counted(batched.workspaceId, batched.brands, batched.deliveries);
    // The scenario reaches what it means to: every delivery counted, both brands' days either
    // side of Auckland's midnight, several hours, every band.
    expect(one.metric_delivery_totals).toHaveLength(alone.deliveries.length);
    expect(new Set(one.metric_day_rollups.map((row) => `${row.brand_id} ${row.day}`))).toEqual(new Set(["A 2026-03-01", "A 2026-03-02", "B 2026-03-01", "B 2026-03-02"]));
    expect(new Set(one.metric_voice_rollups.map((row) => row.consistency_band))).toEqual(new Set(["high", "medium", "unscored"]));
    expect(one.metric_hour_rollups.length).toBeGreaterThan(one.metric_day_rollups.length);
    for (const table of Object.keys(one)) expect(many[table], table).toEqual(one[table]);
  });

  it("a batch's later readings replace each delivery's counted one in the rollups, without counting it twice", async () => {
    const { workspaceId, brands, deliveries } = await samePosts("Replaced");
    const [first, second] = rounds(deliveries);
    await storeSnapshots(first.map(({ delivery, takenAt, counts, error }) => ({ delivery, platform: delivery.platform, takenAt, counts, error })));
    await storeSnapshots(second.map(({ delivery, takenAt, counts, error }) => ({ delivery, platform: delivery.platform, takenAt, counts, error })));
    const { metric_day_rollups: days } = await counted(workspaceId, brands, deliveries);
    // Each delivery once; views of the second round where it has a value, else the first's.
    expect(days.reduce((sum, row) => sum + Number(row.deliveries), 0)).toBe(deliveries.length);
    const viewsOf = (counts: SnapshotCounts) => (typeof counts.views === "number" ? counts.views : 0);
    const expected = second.reduce((sum, reading, i) => sum + viewsOf(reading.error ? first[i].counts : reading.counts), 0);
    expect(days.reduce((sum, row) => sum + Number(row.views), 0)).toBe(expected);
  });
});
