// One account's posts as an account grows, made by SQL alone (generate_series), for
// `npm run bench:scale` and the plan tests. Post i (1 = the newest) was created i steps
// before `anchor`, so a larger account is the same account with a longer history: the
// newest posts, the current month and the scheduled queue look the same at every size.
//
//   status     i ≤ 300: scheduled, one step apart after the anchor (a day of queue at 5 min)
//              i % 20 = 3: draft; i % 50 = 7: failed (at its scheduled time); else published
//              one hour after creation
//   brand      i % 10 = 0: none; i % 100 = 1: the last brand (a rare one, 1 %); else one of
//              the others in turn

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };

export type PostSeed = {
  userId: string;
  /** The workspace the posts belong to; none: the user's personal one (the database's trigger). */
  workspaceId?: string;
  /** At least two: the last one is the rare brand. */
  brandIds: string[];
  anchor: Date;
  /** Posts first..last (1-based, newest first): a larger account continues where a smaller one stopped. */
  first: number;
  last: number;
  stepMinutes: number;
};

export const SEED_POSTS_SQL = `
INSERT INTO posts (id, user_id, workspace_id, brand_id, content, platforms, source, status, scheduled_at, published_at, created_at, updated_at)
SELECT gen_random_uuid(), $1::uuid, $7::uuid, b.brand_id,
       'Post #' || i || ': the spring collection, linen shirts and a jacket that packs into its own pocket.',
       ARRAY['x_twitter', 'linkedin'], 'api', s.status,
       CASE s.status WHEN 'draft' THEN NULL
                     WHEN 'scheduled' THEN $3::timestamptz + i * step
                     ELSE $3::timestamptz - i * step + interval '1 hour' END,
       CASE s.status WHEN 'published' THEN $3::timestamptz - i * step + interval '1 hour' END,
       $3::timestamptz - i * step, $3::timestamptz - i * step
FROM generate_series($4::int, $5::int) AS i,
     LATERAL (SELECT make_interval(mins => $6::int) AS step) AS st,
     LATERAL (SELECT (CASE WHEN i % 20 = 3 THEN 'draft' WHEN i % 50 = 7 THEN 'failed'
                           WHEN i <= 300 THEN 'scheduled' ELSE 'published' END)::"PostStatus" AS status) AS s,
     LATERAL (SELECT CASE WHEN i % 10 = 0 THEN NULL
                          WHEN i % 100 = 1 THEN ($2::uuid[])[array_length($2::uuid[], 1)]
                          ELSE ($2::uuid[])[1 + i % (array_length($2::uuid[], 1) - 1)] END AS brand_id) AS b`;

export async function seedPosts(client: Queryable, seed: PostSeed): Promise<void> {
  if (seed.last < seed.first) return;
  await client.query(SEED_POSTS_SQL, [seed.userId, seed.brandIds, seed.anchor.toISOString(), seed.first, seed.last, seed.stepMinutes, seed.workspaceId ?? null]);
}

/**
 * The scheduler's queue at scale: `count` pending jobs due after `from` (one a minute), on the
 * account's scheduled posts, as an agent that schedules far ahead would leave them.
 */
export async function seedPendingJobs(client: Queryable, userId: string, from: Date, count: number): Promise<void> {
  await client.query(
    `INSERT INTO publish_jobs (id, post_id, status, run_at)
     SELECT gen_random_uuid(), q.ids[1 + i % array_length(q.ids, 1)], 'pending', $2::timestamptz + i * interval '1 minute'
     FROM (SELECT array_agg(id) AS ids FROM posts WHERE user_id = $1::uuid AND status = 'scheduled') AS q,
          generate_series(1, $3::int) AS i
     WHERE q.ids IS NOT NULL`,
    [userId, from.toISOString(), count],
  );
}
