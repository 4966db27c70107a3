import { withDatabase } from "./database";

// Metric readings for published posts, written as the metrics pipeline writes them: a succeeded
// live delivery (its trigger starts the metrics schedule), its publishing time on the schedule,
// then INSERTs into metric_snapshots, whose triggers keep the rollups the analytics API reads.

const METRICS = ["views", "reach", "likes", "comments", "shares", "saves", "clicks"] as const;
export type SeedCounts = Partial<Record<(typeof METRICS)[number], number | "not_offered">>;

/** Marks `postId` published at `publishedAt` by one job with a live delivery per platform; returns the deliveries' ids in the platforms' order. */
export async function publishLive(postId: string, platforms: string[], publishedAt: Date, nextReadingAt: Date): Promise<string[]> {
  return withDatabase(async (client) => {
    await client.query(`UPDATE posts SET status = 'published', scheduled_at = $2, published_at = $2 WHERE id = $1`, [postId, publishedAt]);
    const job = await client.query(`INSERT INTO publish_jobs (id, post_id, status, run_at, finished_at) VALUES (gen_random_uuid(), $1, 'done', $2, $2) RETURNING id`, [postId, publishedAt]);
    const ids: string[] = [];
    for (const platform of platforms) {
      const delivery = await client.query(
        `INSERT INTO deliveries (id, post_id, job_id, platform, status, attempts, platform_post_id, updated_at) VALUES (gen_random_uuid(), $1, $2, $3, 'succeeded', 1, $4, $5) RETURNING id`,
        [postId, job.rows[0].id, platform, `e2e-${crypto.randomUUID()}`, publishedAt],
      );
      const deliveryId = delivery.rows[0].id as string;
      await client.query(`UPDATE metric_schedules SET published_at = $2, due_at = $3 WHERE delivery_id = $1`, [deliveryId, publishedAt, nextReadingAt]);
      ids.push(deliveryId);
    }
    return ids;
  });
}

/** Stores one reading of the delivery: a number is a value, "not_offered" is that, a metric left out was not returned. */
export async function storeReading(postId: string, deliveryId: string, platform: string, takenAt: Date, counts: SeedCounts, endpoint: string): Promise<void> {
  await withDatabase(async (client) => {
    const values: unknown[] = [postId, deliveryId, platform, takenAt, endpoint];
    for (const name of METRICS) {
      const count = counts[name];
      values.push(typeof count === "number" ? count : null, typeof count === "number" ? "value" : count === "not_offered" ? "not_offered" : "not_returned");
    }
    const columns = METRICS.flatMap((name) => [name, `${name}_state`]).join(", ");
    await client.query(
      `INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, taken_at, source_endpoint, ${columns})
       SELECT p.workspace_id, ${values.map((_, i) => `$${i + 1}`).join(", ")} FROM posts p WHERE p.id = $1`,
      values,
    );
  });
}
