import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { insertReadingsInBulk } from "./bulk-metric-readings";
import { seedPosts } from "./scale-seed";

// The benches seed metrics readings in bulk (bulk-metric-readings.ts) instead of through the
// database's per-row triggers: the same readings must give the same delivery totals and the
// same day, hour and voice rollups either way. Each way runs in its own transaction, rolled
// back, on the same posts and deliveries.

// Readings of every delivery of workspace $1: one to three, in time order (as runners store
// them), some failed, some with a metric not offered or not returned, values that differ by
// delivery and reading, and two platforms.
const READINGS_SQL = `
INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, taken_at, source_endpoint, error,
  views, views_state, reach, reach_state, likes, likes_state, comments, comments_state, shares, shares_state, saves, saves_state, clicks, clicks_state)
SELECT $1::uuid, d.post_id, d.id, d.platform, d.created_at + r.n * interval '5 hours', 'GET /test', e.error,
  CASE WHEN e.error IS NULL AND h % 7 <> 0 THEN h % 900 + r.n END, CASE WHEN e.error IS NOT NULL THEN 'not_returned' WHEN h % 7 <> 0 THEN 'value' ELSE 'not_offered' END,
  CASE WHEN e.error IS NULL AND h % 3 = 0 THEN h % 500 END, CASE WHEN e.error IS NOT NULL THEN 'not_returned' WHEN h % 3 = 0 THEN 'value' ELSE 'not_offered' END,
  CASE WHEN e.error IS NULL THEN h % 40 + r.n END, CASE WHEN e.error IS NULL THEN 'value' ELSE 'not_returned' END,
  CASE WHEN e.error IS NULL AND h % 5 <> 1 THEN h % 11 END, CASE WHEN e.error IS NULL AND h % 5 <> 1 THEN 'value' ELSE 'not_returned' END,
  CASE WHEN e.error IS NULL THEN (h + r.n) % 4 END, CASE WHEN e.error IS NULL THEN 'value' ELSE 'not_returned' END,
  NULL, 'not_offered',
  CASE WHEN e.error IS NULL AND h % 2 = 0 THEN h % 13 END, CASE WHEN e.error IS NULL AND h % 2 = 0 THEN 'value' ELSE 'not_returned' END
FROM deliveries d
JOIN posts p ON p.id = d.post_id AND p.workspace_id = $1::uuid
CROSS JOIN LATERAL (SELECT abs(hashtext(d.id::text)) AS h) AS hash
CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(d.id::text || 'n')) % 3) AS r(n)
CROSS JOIN LATERAL (SELECT CASE WHEN (h + r.n) % 9 = 0 THEN 'data: Required' END AS error) AS e
ORDER BY d.created_at + r.n * interval '5 hours', d.id`;

const TABLES: Record<string, string> = {
  metric_delivery_totals: "delivery_id",
  metric_day_rollups: "brand_id, day, platform",
  metric_hour_rollups: "brand_id, day, hour, platform",
  metric_voice_rollups: "brand_id, day, platform, content_theme, consistency_band",
};

/** Runs `store` in a transaction, reads the workspace's totals and rollups, and rolls back. */
async function countedBy(workspaceId: string, store: (client: { query: (text: string, values?: unknown[]) => Promise<unknown> }) => Promise<void>) {
  const client = await dbPool().connect();
  try {
    await client.query("BEGIN");
    await store(client);
    const tables: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(TABLES)) {
      tables[table] = (await client.query(`SELECT * FROM ${table} WHERE workspace_id = $1 ORDER BY ${order}`, [workspaceId])).rows;
    }
    return tables;
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

describeDb("metric readings seeded in bulk", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };

  beforeAll(async () => {
    owner = await publishingBrand("Bulk readings");
    const zoned = (await db().brand.create({ data: { userId: owner.userId, name: "Bulk Auckland", website: "https://b.example" } })).id;
    const rare = (await db().brand.create({ data: { userId: owner.userId, name: "Bulk rare", website: "https://b.example" } })).id;
    // A brand queue's time zone moves a publishing hour across the day's edge (UTC+13 in March).
    await db().brandQueue.create({ data: { brandId: zoned, timezone: "Pacific/Auckland", slots: [] } });
    // 160 posts 47 minutes apart (some without a brand), themes and consistency scores across every band.
    await seedPosts(dbPool(), { userId: owner.userId, workspaceId: owner.workspaceId, brandIds: [owner.brandId, zoned, rare], anchor: new Date("2026-03-20T00:00:00Z"), first: 301, last: 460, stepMinutes: 47 });
    await dbPool().query(
      `UPDATE posts SET content_theme = (ARRAY[NULL, 'launches', 'care'])[1 + abs(hashtext(id::text)) % 3],
         consistency_score = CASE WHEN abs(hashtext(id::text || 's')) % 5 = 0 THEN NULL ELSE (abs(hashtext(id::text || 's')) % 100) / 100.0 END
       WHERE workspace_id = $1`,
      [owner.workspaceId],
    );
    // Deliveries on two platforms without their triggers (the schedules below are set by hand).
    const client = await dbPool().connect();
    try {
      await client.query("BEGIN");
      await client.query("ALTER TABLE deliveries DISABLE TRIGGER USER");
      await client.query(
        `WITH jobs AS (
           INSERT INTO publish_jobs (id, post_id, status, run_at, created_at)
           SELECT gen_random_uuid(), id, 'done', published_at, published_at FROM posts WHERE workspace_id = $1 AND status = 'published' RETURNING id, post_id, run_at
         )
         INSERT INTO deliveries (id, post_id, job_id, platform, status, platform_post_id, attempts, created_at, updated_at)
         SELECT gen_random_uuid(), j.post_id, j.id, platform, 'succeeded', gen_random_uuid()::text, 1, j.run_at, j.run_at
         FROM jobs j CROSS JOIN unnest(ARRAY['x_twitter', 'bluesky']) AS platform`,
        [owner.workspaceId],
      );
      await client.query("ALTER TABLE deliveries ENABLE TRIGGER USER");
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    // A third of the deliveries have a schedule, publishing 20 minutes before the delivery row:
    // their day and hour come from it, the others' from their first reading.
    await dbPool().query(
      `INSERT INTO metric_schedules (delivery_id, workspace_id, post_id, platform, published_at, step, due_at)
       SELECT d.id, $1, d.post_id, d.platform, d.created_at - interval '20 minutes', 6, NULL
       FROM deliveries d JOIN posts p ON p.id = d.post_id WHERE p.workspace_id = $1 AND abs(hashtext(d.id::text || 'm')) % 3 = 0`,
      [owner.workspaceId],
    );
  }, 120_000);

  it("gives the same delivery totals and day, hour and voice rollups as the triggers", async () => {
    const byTriggers = await countedBy(owner.workspaceId, (client) => client.query(READINGS_SQL, [owner.workspaceId]).then(() => {}));
    const inBulk = await countedBy(owner.workspaceId, (client) => insertReadingsInBulk(client, owner.workspaceId, READINGS_SQL, [owner.workspaceId]));
    // The seed reaches every case: deliveries counted, several rollup rows, hours on both sides of midnight, every band.
    expect(byTriggers.metric_delivery_totals.length).toBeGreaterThan(200);
    expect(byTriggers.metric_hour_rollups.length).toBeGreaterThan(60);
    const bands = new Set(byTriggers.metric_voice_rollups.map((row) => (row as { consistency_band: string }).consistency_band));
    expect([...bands].sort()).toEqual(["high", "low", "medium", "unscored"]);
    for (const table of Object.keys(TABLES)) expect(inBulk[table], table).toEqual(byTriggers[table]);
  }, 120_000);

  it("leaves the triggers on for what is stored afterwards", async () => {
    const { rows } = await dbPool().query(
      `SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid IN ('metric_snapshots'::regclass, 'metric_delivery_totals'::regclass) AND NOT tgisinternal ORDER BY tgname`,
    );
    expect(rows.length).toBe(4);
    for (const row of rows) expect(row.tgenabled, row.tgname).toBe("O");
  });
});
