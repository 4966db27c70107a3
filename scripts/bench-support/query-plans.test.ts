import { afterAll, beforeAll, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { hashApiKey } from "@/lib/auth/api-key-format";
import { db } from "@/lib/db/client";
import { countersPool, dbPool } from "@/lib/db/pool";
import { listApiKeys } from "@/lib/keys/list-api-keys";
import { countPostsByBrand } from "@/lib/brands/count-posts-by-brand";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { listPosts } from "@/lib/posts/list-posts";
import { claimDueJobs, nextDueAt } from "@/lib/publishing/claim-jobs";
import { admitApiKeyRequest, admitSessionRequest } from "@/lib/auth/admit-request";
import { createSession } from "@/lib/auth/sessions/create-session";
import { listBrandSummaries } from "@/lib/brands/list-brand-summaries";
import { pruneOldCounters } from "@/lib/ratelimit/prune-counters";
import { listPostsQuerySchema } from "@/lib/schemas/post";
import { createTestUser, describeDb } from "@/lib/testing";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { usageReport } from "@/lib/usage/usage-report";
import { readTopPosts } from "@/lib/analytics/read-top-posts";
import { topPostsQuerySchema } from "@/lib/schemas/top-posts";
import { captureStatements, describeReads, explainStatement, rowsReadByTable, type PlanFacts } from "./query-plans";
import { seedPendingJobs, seedPosts } from "./scale-seed";
import { testCaller } from "@/lib/testing/test-caller";

// Every per-request query, planned and run on an account with history (20,000 posts over
// 14 months, 20,000 jobs queued ahead and 500 overdue, 400 days of counters, revoked keys, a post retried 15 times):
// the rows each reads must be bounded by what the request asks for, not by the account.
// The bounds are exact reads counted by EXPLAIN ANALYZE, so a plan that scans more fails.

const POSTS = 20_000;
const STEP_MINUTES = 30;
const DAY_MS = 86_400_000;
const POSTS_PER_DAY = (24 * 60) / STEP_MINUTES;

async function plansOf(run: () => Promise<unknown>, execute = true): Promise<PlanFacts[]> {
  const statements = await captureStatements([dbPool(), countersPool()], run, { execute });
  expect(statements.length).toBeGreaterThan(0);
  const plans: PlanFacts[] = [];
  for (const statement of statements) plans.push(await explainStatement(dbPool(), statement));
  return plans;
}

/** Fails with the plans' reads in the message, so a regression shows what it scanned. */
async function expectReads(run: () => Promise<unknown>, bounds: Record<string, number>, execute = true): Promise<void> {
  const plans = await plansOf(run, execute);
  const reads = rowsReadByTable(plans);
  for (const [table, bound] of Object.entries(bounds)) expect(reads[table] ?? 0, `${table}: ${describeReads(plans)}`).toBeLessThanOrEqual(bound);
  for (const table of Object.keys(reads)) expect(Object.keys(bounds), `unexpected read of ${table}: ${describeReads(plans)}`).toContain(table);
}

describeDb("query plans on an account with history", () => {
  const anchor = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  let caller: Caller;
  let brands: string[];
  let keyHash: string;
  let retriedPostId: string;
  let userId: string;

  beforeAll(async () => {
    const user = await createTestUser({ plan: "business" });
    userId = user.id;
    caller = await testCaller(user.id, { scopes: ["admin"] });
    brands = [];
    for (const name of ["North", "South", "East", "Rare"]) brands.push((await db().brand.create({ data: { userId: user.id, name, website: "https://b.example" } })).id);
    await seedPosts(dbPool(), { userId: user.id, brandIds: brands, anchor, first: 1, last: POSTS, stepMinutes: STEP_MINUTES });
    const other = await createTestUser();
    const otherBrand = (await db().brand.create({ data: { userId: other.id, name: "Other", website: "https://o.example" } })).id;
    await seedPosts(dbPool(), { userId: other.id, brandIds: [otherBrand, otherBrand], anchor, first: 1, last: 3000, stepMinutes: 10 });

    // The scheduler's table: a finished job (and delivery) per published post, a long queue
    // ahead, a backlog overdue, a few running past their lease and a few running within it.
    const q = (sql: string, values: unknown[] = []) => dbPool().query(sql, values);
    await q(`INSERT INTO publish_jobs (id, post_id, status, run_at, finished_at) SELECT gen_random_uuid(), id, 'done', published_at, published_at FROM posts WHERE user_id = $1 AND status = 'published'`, [user.id]);
    await q(
      `INSERT INTO deliveries (id, post_id, job_id, platform, status, attempts, created_at)
       SELECT gen_random_uuid(), j.post_id, j.id, 'x_twitter', 'succeeded', 1, j.run_at FROM publish_jobs j JOIN posts p ON p.id = j.post_id WHERE p.user_id = $1 AND j.status = 'done'`,
      [user.id],
    );
    await seedPendingJobs(dbPool(), user.id, new Date(anchor.getTime() + DAY_MS), 20_000);
    const scheduled = (await q("SELECT id FROM posts WHERE user_id = $1 AND status = 'scheduled' ORDER BY id LIMIT 13", [user.id])).rows.map((row) => row.id);
    for (const [index, postId] of scheduled.entries()) {
      const [runAt, claimedAt] = index < 3 ? ["now() - interval '2 hours'", "now() - interval '1 hour'"] : ["now()", "now()"];
      await q(`INSERT INTO publish_jobs (id, post_id, status, run_at, claimed_at, claimed_by) VALUES (gen_random_uuid(), $1, 'running', ${runAt}, ${claimedAt}, 'plans-test')`, [postId]);
    }
    // A backlog: 500 jobs overdue at once (a scheduler that was down for a while).
    await seedPendingJobs(dbPool(), user.id, new Date(anchor.getTime() - 600 * 60_000), 500);
    // A post published, then retried fifteen times on three platforms.
    retriedPostId = (await q("SELECT id FROM posts WHERE user_id = $1 AND status = 'failed' LIMIT 1", [user.id])).rows[0].id;
    for (let run = 0; run < 15; run++) {
      const job = (await q("INSERT INTO publish_jobs (id, post_id, status, run_at) VALUES (gen_random_uuid(), $1, 'failed', now()) RETURNING id", [retriedPostId])).rows[0].id;
      for (const platform of ["x_twitter", "linkedin", "bluesky"]) {
        await q("INSERT INTO deliveries (id, post_id, job_id, platform, status, created_at) VALUES (gen_random_uuid(), $1, $2, $3, 'failed', now() - $4 * interval '1 hour')", [retriedPostId, job, platform, 15 - run]);
      }
    }

    // Keys, counters and usage with 400 days of history; 150 keys revoked long ago.
    const key = await createTestApiKey(user.id, { rpm: 10_000, rpd: 1_000_000 });
    keyHash = hashApiKey(key.key);
    for (let i = 0; i < 2; i++) await createTestApiKey(user.id);
    await q(
      `INSERT INTO api_keys (id, user_id, name, key_hash, key_prefix, scopes, brand_ids, rate_limit_rpm, rate_limit_rpd, revoked_at, created_at)
       SELECT gen_random_uuid(), $1, 'old ' || i, md5(random()::text) || i, 'bcst_live_old', '{read}', '{}', 60, 1000, now() - interval '700 days', now() - interval '720 days'
       FROM generate_series(1, 150) i`,
      [user.id],
    );
    await q(
      `INSERT INTO rate_limit_counters (subject, period, window_start, count)
       SELECT s.subject, 'd', date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - d * interval '1 day', 7
       FROM (SELECT 'key:' || id AS subject FROM api_keys WHERE user_id = $1 UNION ALL SELECT 'user:' || $1) s, generate_series(0, 399) d
       ON CONFLICT DO NOTHING`,
      [user.id],
    );
    await q(`INSERT INTO rate_limit_counters (subject, period, window_start, count) SELECT 'key:' || gen_random_uuid(), 'd', now(), 1 FROM generate_series(1, 3000) ON CONFLICT DO NOTHING`);
    await q(`INSERT INTO rate_limit_counters (subject, period, window_start, count) SELECT 'user:' || gen_random_uuid(), 'm', now() - interval '3 hours', 1 FROM generate_series(1, 50)`);
    await q(
      `INSERT INTO usage_records (id, user_id, api_key_id, day, generations)
       SELECT gen_random_uuid(), $1, k.id, (now() AT TIME ZONE 'UTC')::date - d, 3 FROM (SELECT id FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL) k, generate_series(0, 399) d`,
      [user.id],
    );
    // Other accounts, so that every table holds more than this one account's rows, as it does
    // in production (on a table of one account, reading all of it is the cheapest plan).
    await q(`INSERT INTO users (id, email, password_hash, name) SELECT gen_random_uuid(), 'tenant-' || gen_random_uuid() || '@plans.test', 'x', 'Tenant' FROM generate_series(1, 2000)`);
    const tenants = `(SELECT id FROM users WHERE email LIKE 'tenant-%@plans.test')`;
    await q(`INSERT INTO brands (id, user_id, name, website) SELECT gen_random_uuid(), t.id, 'Tenant brand', 'https://t.example' FROM ${tenants} t, generate_series(1, 2)`);
    // Their voices too: a near-empty brand_voices is read whole (a Seq Scan), whichever brands are asked for.
    await q(
      `INSERT INTO brand_voices (brand_id, personality_traits, formality, energy, warmth, vocabulary_level, sentence_structure, signature_phrases, content_themes, confidence_score)
       SELECT id, '{plain}', 0.5, 0.5, 0.5, 'moderate', 'varied', '{}', '[]', 1 FROM brands WHERE name = 'Tenant brand'`,
    );
    // And their posting queues: analytics read a brand's time zone from its queue row by key, and
    // a near-empty brand_queues is read whole (a Seq Scan: seen in a CI run with 7 rows there).
    await q(`INSERT INTO brand_queues (brand_id, timezone, slots) SELECT id, 'UTC', '[]' FROM brands WHERE name = 'Tenant brand'`);
    await q(
      `INSERT INTO posts (id, user_id, brand_id, content, platforms, source, status, scheduled_at)
       SELECT gen_random_uuid(), b.user_id, b.id, 'Tenant post', '{x_twitter}', 'api', (ARRAY['draft','scheduled','failed'])[i]::"PostStatus", CASE WHEN i > 1 THEN now() + i * interval '1 day' END
       FROM brands b, generate_series(1, 3) i WHERE b.name = 'Tenant brand'`,
    );
    await q(
      `INSERT INTO api_keys (id, user_id, name, key_hash, key_prefix, scopes, brand_ids, rate_limit_rpm, rate_limit_rpd)
       SELECT gen_random_uuid(), t.id, 'tenant', md5(random()::text) || t.id, 'bcst_live_tnt', '{read}', '{}', 60, 1000 FROM ${tenants} t`,
    );
    await q(
      `INSERT INTO usage_records (id, user_id, api_key_id, day, generations)
       SELECT gen_random_uuid(), k.user_id, k.id, (now() AT TIME ZONE 'UTC')::date - d, 1 FROM api_keys k, generate_series(0, 4) d WHERE k.name = 'tenant'`,
    );
    // Other users' sessions, as a running service has: with a near-empty table the planner
    // would rightly scan it, and other test files add sessions after the ANALYZE below.
    await q(
      `INSERT INTO user_sessions (id, user_id, expires_at)
       SELECT gen_random_uuid(), t.id, now() + interval '30 days' FROM ${tenants} t, generate_series(1, 10)`,
    );
    // Approvals of the tenants' scheduled posts (docs/teams.md, "Approvals"): a post's answer reads its one row by key.
    await q(
      `INSERT INTO post_approvals (post_id, workspace_id, state, content_hash)
       SELECT p.id, p.workspace_id, 'pending', md5(p.id::text) FROM posts p WHERE p.content = 'Tenant post' AND p.status = 'scheduled'`,
    );
    // The published X deliveries' latest readings of two brands, as the rollup triggers keep them
    // (top posts read these; the other brand's rows are what the index must not read). Written
    // with the triggers off for this one transaction: the rollups are not what this test reads,
    // and updating them row by row costs minutes on PGlite.
    const seeder = await dbPool().connect();
    await seeder.query("BEGIN");
    await seeder.query("SET LOCAL session_replication_role = replica");
    await seeder.query(
      `INSERT INTO metric_delivery_totals (delivery_id, workspace_id, brand_id, post_id, platform, day, hour, taken_at, views, likes, engagements, engagement_base)
       SELECT d.id, p.workspace_id, p.brand_id, p.id, d.platform, (p.published_at AT TIME ZONE 'UTC')::date, extract(hour FROM p.published_at AT TIME ZONE 'UTC')::int,
              p.published_at + interval '1 hour', (hashtext(p.id::text) & 65535), (hashtext(p.id::text) & 255), (hashtext(p.id::text) & 255), (hashtext(p.id::text) & 65535)
       FROM deliveries d JOIN posts p ON p.id = d.post_id WHERE p.user_id = $1 AND p.status = 'published' AND p.brand_id = ANY($2::uuid[]) AND d.status = 'succeeded' AND p.published_at IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [user.id, brands.slice(0, 2)],
    );
    await seeder.query("COMMIT");
    seeder.release();
    await q("ANALYZE");
  }, 180_000);

  const list = (query: Record<string, unknown>, who: Caller = caller) => () => listPosts(who, listPostsQuerySchema.parse(query));
  // A page of 50 and the one row that tells whether there is a next: read twice, its sort keys
  // from an index, then its rows by primary key. Merged ranges read one key past the page each.
  const page = 51;
  // Counter rows: each key has up to eight shards (by writer connection).
  const shards = 8;
  const pageReads = (rows: number, ranges = 1) => 2 * rows + (ranges - 1);

  // The backlog of 500 overdue jobs and the 20,000 queued ones would otherwise stay due in the
  // run's shared database: the sweep's test (which reads the oldest lost jobs first) and the
  // e2e servers' schedulers would find them.
  afterAll(async () => {
    await dbPool().query(
      "UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running') AND post_id IN (SELECT id FROM posts WHERE user_id = $1)",
      [userId],
    );
  });

  it("GET /posts: page 1, a deep cursor, a brand, a status, both, a rare brand, a restricted key", async () => {
    const deep = await listPosts(caller, listPostsQuerySchema.parse({ limit: 50, page: 300 }));
    const cursor = deep.pagination.next_cursor!;
    const restricted: Caller = { ...caller, brandIds: [brands[0], brands[3]] };
    await expectReads(list({}), { posts: pageReads(page), post_counts: 20 * shards });
    await expectReads(list({ cursor }), { posts: pageReads(page), post_counts: 20 * shards });
    await expectReads(list({ brand_id: brands[0] }), { posts: pageReads(page), post_counts: 4 * shards });
    await expectReads(list({ brand_id: brands[3] }), { posts: pageReads(page), post_counts: 4 * shards });
    await expectReads(list({ status: "failed" }), { posts: pageReads(page), post_counts: 5 * shards });
    await expectReads(list({ brand_id: brands[3], status: "published" }), { posts: pageReads(page), post_counts: shards });
    const next = (await listPosts(caller, listPostsQuerySchema.parse({ brand_id: brands[1], status: "draft" }))).pagination.next_cursor;
    await expectReads(list({ brand_id: brands[1], status: "draft", cursor: next }), { posts: pageReads(page), post_counts: shards });
    await expectReads(list({}, restricted), { posts: pageReads(page, 2), post_counts: 8 * shards });
  });

  it("GET /posts: a page past the end reads no post, however deep it asks (the total answers it)", async () => {
    const restricted: Caller = { ...caller, brandIds: [brands[0], brands[3]] };
    const far = { page: 10_000_000_000, limit: 100 };
    // The page's scans are planned but never run: 0 rows of posts.
    await expectReads(list(far), { posts: 0, post_counts: 20 * shards });
    await expectReads(list({ ...far, page: Number.MAX_SAFE_INTEGER, brand_id: brands[0], status: "draft" }), { posts: 0, post_counts: shards });
    await expectReads(list(far, restricted), { posts: 0, post_counts: 8 * shards });
    // Just past the last post (20,000 at 50 a page): the same, not a skip over 20,000 keys.
    await expectReads(list({ page: POSTS / 50 + 1, limit: 50 }), { posts: 0, post_counts: 20 * shards });
  });

  it("GET /posts: the calendar's six weeks in a time zone west of UTC, with and without a status", async () => {
    const from = new Date(Math.floor((anchor.getTime() - 35 * DAY_MS) / DAY_MS) * DAY_MS + 5 * 3_600_000);
    const to = new Date(from.getTime() + 42 * DAY_MS);
    const range = { from: from.toISOString(), to: to.toISOString(), limit: 100 };
    // Three merged statuses, plus the posts of the two partial days at the ends for the total.
    const edges = POSTS_PER_DAY + 2;
    // Counter rows: a day, a brand (or none) and a placed status each.
    const dayRows = 43 * (brands.length + 1) * 3;
    await expectReads(list(range), { posts: pageReads(101, 3) + edges, post_day_counts: dayRows });
    await expectReads(list({ ...range, status: "scheduled" }), { posts: pageReads(101) + edges, post_day_counts: dayRows });
    const next = (await listPosts(caller, listPostsQuerySchema.parse(range))).pagination.next_cursor;
    await expectReads(list({ ...range, cursor: next }), { posts: pageReads(101, 3) + edges, post_day_counts: dayRows });
    await expectReads(list({ ...range, brand_id: brands[3] }), { posts: pageReads(101, 3) + edges, post_day_counts: dayRows });
  });

  it("GET /analytics/top-posts: the brand's deliveries of the range through its index, then the top posts by key, however long the history", async () => {
    const top = (query: Record<string, unknown>) => () => readTopPosts(caller, topPostsQuerySchema.parse({ brand_id: brands[0], ...query }));
    const inRange = async (days: number) =>
      Number(
        (await dbPool().query(
          "SELECT count(*) AS n FROM metric_delivery_totals WHERE workspace_id = $1 AND brand_id = $2 AND day BETWEEN (now() AT TIME ZONE 'UTC')::date - $3::int + 1 AND (now() AT TIME ZONE 'UTC')::date",
          [caller.workspaceId, brands[0], days],
        )).rows[0].n,
      );
    const total = Number((await dbPool().query("SELECT count(*) AS n FROM metric_delivery_totals WHERE brand_id = $1", [brands[0]])).rows[0].n);
    const month = await inRange(30);
    // The history holds far more than a month: a plan reading it all would fail the bounds below.
    expect(month).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(5 * month);
    // The brand, its queue (none here), the month's rows, then the top posts and their deliveries by key.
    const reads = (days: number, rows: number, limit: number) => ({ brands: 1, brand_queues: 1, metric_delivery_totals: rows + limit, posts: limit, deliveries: limit });
    await expectReads(top({}), reads(30, month, 10));
    await expectReads(top({ metric: "views", limit: 50 }), reads(30, month, 50));
    await expectReads(top({ metric: "likes", platform: "x_twitter" }), reads(30, month, 10));
    const from = new Date(Date.now() - 6 * DAY_MS).toISOString().slice(0, 10);
    await expectReads(top({ from, to: new Date().toISOString().slice(0, 10) }), reads(7, await inRange(7), 10));
  });

  it("GET /posts/{id}: the latest run's deliveries only, however often the post was retried", async () => {
    // The newest run's three deliveries (and the first row after them, where the sort stops), then the same three by job.
    // And its approval, by its primary key (none here).
    await expectReads(() => getPostOrThrow(caller, retriedPostId), { posts: 1, deliveries: 4 + 3, post_approvals: 1 });
  });

  it("the dashboard home: the brands and their post counts from the counters", async () => {
    // What the page reads (app/(dashboard)/dashboard/page.tsx → lib/brands/list-brand-summaries.ts): the brands, their voices, then the counters.
    await expectReads(() => listBrandSummaries(caller, { limit: 50 }), { brands: brands.length, brand_voices: brands.length, post_counts: 4 * shards * brands.length });
    await expectReads(() => countPostsByBrand(caller.workspaceId, brands), { post_counts: 4 * shards * brands.length });
  });

  it("GET /usage, the key list, admitting a request and pruning counters", async () => {
    // One probe per key (three) and the dashboard per day, each reading at most its one row.
    await expectReads(() => usageReport(caller, 30), { api_keys: 3, rate_limit_counters: 4 * 30, usage_records: 4 * 30 });
    await expectReads(() => listApiKeys(caller), { api_keys: 3 });
    // The caller's membership comes with the key or the session: one more row each, by its primary key.
    await expectReads(() => admitApiKeyRequest(keyHash), { api_keys: 2, workspace_members: 1, rate_limit_counters: 3 });
    const sessionId = await createSession(caller.userId);
    await expectReads(() => admitSessionRequest(sessionId, caller.userId, 600, 50_000), { user_sessions: 1, workspaces: 1, workspace_members: 1, rate_limit_counters: 3 });
    // A session that chose a shared workspace of 20 members (the switcher): its membership there too.
    // The planner finds the two by the user's index or the primary key, its choice on a small table:
    // at most the user's own memberships (here 2) for each, never the workspace's other members.
    const shared = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Plans') RETURNING id")).rows[0].id;
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'editor')", [shared, caller.userId]);
    for (let n = 0; n < 19; n++) {
      await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'viewer')", [shared, (await createTestUser()).id]);
    }
    await dbPool().query("UPDATE user_sessions SET workspace_id = $1 WHERE id = $2", [shared, sessionId]);
    await expectReads(() => admitSessionRequest(sessionId, caller.userId, 600, 50_000), { user_sessions: 1, workspaces: 1, workspace_members: 2 * 2, rate_limit_counters: 3 });
    const old = (await dbPool().query("SELECT count(*)::int AS n FROM rate_limit_counters WHERE period = 'm' AND window_start < now() - interval '1 hour'")).rows[0].n;
    expect(old).toBeGreaterThanOrEqual(50);
    await expectReads(() => pruneOldCounters(), { rate_limit_counters: old });
  });

  it("the scheduler: claiming 50 of 500 overdue jobs, and the next due time, with 20,000 jobs queued ahead", async () => {
    // Not executed while captured: the claim would take the jobs the plan is then run on.
    // Each kind at most the batch (here the first 50 of the 500 due, and the 3 past their
    // lease), then the 50 claimed again by id for the UPDATE.
    // Running jobs other files left in the shared database are seen by the lease scan too: the
    // bound is this test's own, plus those (never a bound that holds only on a quiet database).
    const othersRunning = (await dbPool().query<{ n: number }>("SELECT count(*)::int AS n FROM publish_jobs WHERE status = 'running'")).rows[0].n - 13;
    await expectReads(() => claimDueJobs("plans-test-runner", 50), { publish_jobs: 50 + 50 + 50 + Math.max(0, othersRunning) }, false);
    await expectReads(() => nextDueAt(), { publish_jobs: 1 });
  });
});
