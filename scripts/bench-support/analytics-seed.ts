import pg from "pg";

// bench:analytics' data: `accounts` connected accounts (half X, half TikTok: the two platforms
// whose reads are batched), one per brand and platform, and `deliveries` published live
// deliveries spread evenly over them, all published at `publishedAt`, in bulk SQL.

export type AnalyticsAccount = { brandId: string; platform: "x_twitter" | "tiktok"; token: string };
export type AnalyticsSeed = { accounts: AnalyticsAccount[]; posts: { platform: AnalyticsAccount["platform"]; postId: string; token: string }[] };

export async function seedAnalytics(databaseUrl: string, userId: string, accounts: number, deliveries: number, publishedAt: Date): Promise<AnalyticsSeed> {
  const brands = Math.ceil(accounts / 2);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const brandIds: string[] = (
      await client.query(
        `INSERT INTO brands (id, user_id, name, website) SELECT gen_random_uuid(), $1, 'Analytics brand ' || i, 'https://bench.invalid'
         FROM generate_series(1, $2::int) AS i RETURNING id`,
        [userId, brands],
      )
    ).rows.map((row) => row.id);
    const list: AnalyticsAccount[] = Array.from({ length: accounts }, (_, i) => ({
      brandId: brandIds[Math.floor(i / 2)],
      platform: i % 2 === 0 ? "x_twitter" : "tiktok",
      token: `${i % 2 === 0 ? "x" : "tt"}-bench-${Math.floor(i / 2)}`,
    }));
    // Delivery i belongs to account i % accounts; its platform post id is numeric, as X's and TikTok's are.
    await client.query(
      "CREATE TEMP TABLE bench_accounts (n int, brand_id uuid, platform text) ON COMMIT DROP",
    );
    await client.query(`INSERT INTO bench_accounts SELECT n - 1, b, p FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS a(b, p, n)`, [
      list.map((account) => account.brandId),
      list.map((account) => account.platform),
    ]);
    await client.query(
      `CREATE TEMP TABLE bench_posts ON COMMIT DROP AS
       SELECT gen_random_uuid() AS post_id, gen_random_uuid() AS job_id, a.brand_id, a.platform, (7000000000000000000 + i)::text AS platform_post_id
       FROM generate_series(1, $1::int) AS i JOIN bench_accounts a ON a.n = i % $2::int`,
      [deliveries, accounts],
    );
    await client.query(
      `INSERT INTO posts (id, user_id, brand_id, content, platforms, source, status, published_at, created_at, updated_at)
       SELECT post_id, $1, brand_id, 'Published for the analytics bench', ARRAY[platform], 'api', 'published', $2, $2, $2 FROM bench_posts`,
      [userId, publishedAt],
    );
    await client.query(`INSERT INTO publish_jobs (id, post_id, status, run_at, created_at) SELECT job_id, post_id, 'done', $1, $1 FROM bench_posts`, [publishedAt]);
    await client.query(
      `INSERT INTO deliveries (id, post_id, job_id, platform, status, platform_post_id, attempts)
       SELECT gen_random_uuid(), post_id, job_id, platform, 'succeeded', platform_post_id, 1 FROM bench_posts`,
    );
    const posts = (await client.query(`SELECT b.platform, b.platform_post_id, a.n FROM bench_posts b JOIN bench_accounts a ON a.brand_id = b.brand_id AND a.platform = b.platform`)).rows.map(
      (row) => ({ platform: row.platform, postId: row.platform_post_id, token: list[row.n].token }),
    );
    // The database started each schedule when its delivery succeeded: from the bench's publishing time.
    await client.query(`UPDATE metric_schedules SET published_at = $1, due_at = $1::timestamptz + interval '1 hour', step = 0`, [publishedAt]);
    await client.query("COMMIT");
    await client.query("ANALYZE");
    return { accounts: list, posts };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
