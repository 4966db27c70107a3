import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applyMigration, migrateThrough, migrationNames, openScratchDatabase, type ScratchDatabase } from "@/lib/testing/scratch-database";
import { describeDb } from "@/lib/testing/test-database";

// The workspaces migration on a database holding every kind of row: each row of every table
// is the same afterwards (apart from its new workspace_id), each user has exactly one personal
// workspace they own, and each owned row sits in its user's personal workspace. On the run's
// own kind of database (a fresh PostgreSQL database, or an in-memory PGlite).

const MIGRATION = "20261227000000_workspaces";
const OWNED_TABLES = ["brands", "posts", "removed_posts", "api_keys", "platform_connections", "webhook_endpoints", "media", "usage_records"];

type Seeded = { userId: string; brandId: string; postIds: string[] };

/** One account with a row in every table the schema had before the migration. */
async function seedAccount(database: ScratchDatabase, label: string): Promise<Seeded> {
  const q = (sql: string, params: unknown[]) => database.query(sql, params);
  const userId = randomUUID();
  const brandId = randomUUID();
  const otherBrandId = randomUUID();
  const keyId = randomUUID();
  const connectionId = randomUUID();
  const sessionId = randomUUID();
  const endpointId = randomUUID();
  const [draft, scheduled, published, failed] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await q("INSERT INTO users (id, email, password_hash, name, plan, created_at) VALUES ($1, $2, 'hash', $3, 'pro', '2026-11-01T10:00:00Z')", [
    userId,
    `${label}-${userId}@migration.test`,
    `User ${label}`,
  ]);
  for (const [id, name] of [[brandId, "Main"], [otherBrandId, "Other"]]) {
    await q("INSERT INTO brands (id, user_id, name, website) VALUES ($1, $2, $3, 'https://brand.example')", [id, userId, `${label} ${name}`]);
  }
  await q(
    `INSERT INTO brand_voices (brand_id, personality_traits, formality, energy, warmth, vocabulary_level, sentence_structure,
       signature_phrases, content_themes, sample_posts, confidence_score)
     VALUES ($1, '{warm,plain}', 0.4, 0.6, 0.8, 'everyday', 'short', '{"See you soon"}', '[{"theme":"coffee","keywords":["beans"]}]', '{"A sample."}', 0.7)`,
    [brandId],
  );
  await q(`INSERT INTO brand_queues (brand_id, timezone, slots) VALUES ($1, 'Europe/Berlin', '[{"weekday":1,"time":"09:00"}]')`, [brandId]);
  const post = (id: string, status: string, extra: string) =>
    q(
      `INSERT INTO posts (id, user_id, brand_id, content, platforms, image_url, versions, status, source, scheduled_at, published_at)
       VALUES ($1, $2, $3, $4, '{x_twitter,linkedin}', 'https://img.example/a.png', '{"linkedin":{"content":"Longer."}}', $5, 'api', ${extra})`,
      [id, userId, brandId, `${label} ${status} post`, status],
    );
  await post(draft, "draft", "NULL, NULL");
  await post(scheduled, "scheduled", "'2026-12-24T09:00:00Z', NULL");
  await post(published, "published", "'2026-11-20T09:00:00Z', '2026-11-20T09:00:05Z'");
  await post(failed, "failed", "'2026-11-21T09:00:00Z', NULL");
  await q("INSERT INTO posts (id, user_id, brand_id, content, platforms, status, source) VALUES ($1, $2, NULL, 'No brand', '{bluesky}', 'draft', 'dashboard')", [
    randomUUID(),
    userId,
  ]);
  await q("INSERT INTO removed_posts (id, user_id, post) VALUES ($1, $2, $3)", [randomUUID(), userId, JSON.stringify({ content: "Removed", status: "published" })]);
  for (const [postId, status] of [[scheduled, "pending"], [published, "done"], [failed, "failed"]] as const) {
    const jobId = randomUUID();
    await q("INSERT INTO publish_jobs (id, post_id, status, run_at, claimed_by) VALUES ($1, $2, $3, '2026-11-20T09:00:00Z', 'runner-1')", [jobId, postId, status]);
    if (status === "pending") continue;
    await q(
      `INSERT INTO deliveries (id, post_id, job_id, platform, status, attempts, platform_post_id, permalink, error)
       VALUES ($1, $2, $3, 'x_twitter', $4, 1, $5, $6, $7)`,
      [randomUUID(), postId, jobId, status === "done" ? "succeeded" : "failed", status === "done" ? "1234" : null, status === "done" ? "https://x.com/a/1234" : null, status === "done" ? null : "Refused"],
    );
  }
  await q(
    `INSERT INTO api_keys (id, user_id, name, key_hash, key_prefix, scopes, brand_ids, agent_type, rate_limit_rpm, rate_limit_rpd, expires_at)
     VALUES ($1, $2, 'Agent', $3, 'bc_live_ab', '{read,write,schedule}', $4, 'claude', 60, 1000, '2027-01-01T00:00:00Z')`,
    [keyId, userId, `hash-${keyId}`, `{${brandId}}`],
  );
  await q("INSERT INTO rate_limit_counters (subject, period, window_start, count) VALUES ($1, 'd', '2026-11-20T00:00:00Z', 7)", [`key:${keyId}`]);
  await q("INSERT INTO usage_records (id, user_id, api_key_id, day, generations) VALUES ($1, $2, $3, '2026-11-20', 3), ($4, $2, NULL, '2026-11-20', 2)", [
    randomUUID(),
    userId,
    keyId,
    randomUUID(),
  ]);
  await q(
    `INSERT INTO platform_connections (id, user_id, brand_id, platform, account_label, sealed_credentials, key_id, auth_method, token_expires_at, account_name, account_handle)
     VALUES ($1, $2, $3, 'x_twitter', '@brand', 'c2VhbGVk', 'k1', 'oauth', '2026-12-01T00:00:00Z', 'Brand', 'brand')`,
    [connectionId, userId, brandId],
  );
  await q("INSERT INTO posting_pacers (connection_id, platform) VALUES ($1, 'x_twitter')", [connectionId]);
  await q("INSERT INTO posting_sends (id, connection_id, platform, sent_at) VALUES ($1, $2, 'x_twitter', '2026-11-20T09:00:01Z')", [randomUUID(), connectionId]);
  await q("INSERT INTO user_sessions (id, user_id, expires_at) VALUES ($1, $2, '2026-12-20T00:00:00Z')", [sessionId, userId]);
  await q(
    `INSERT INTO oauth_flows (id, state_hash, user_id, session_id, brand_id, platform, redirect_uri, sealed, key_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'linkedin', 'http://localhost:3000/connections/oauth/callback', 'c2VhbGVk', 'k1', '2026-11-20T10:00:00Z')`,
    [randomUUID(), `state-${sessionId}`, userId, sessionId, brandId],
  );
  await q("INSERT INTO sign_in_throttles (subject, failures, last_failed_at) VALUES ($1, 2, '2026-11-20T08:00:00Z')", [`account:${userId}`]);
  await q("INSERT INTO idempotency_keys (user_id, key, fingerprint, request_id, status_code, response_body) VALUES ($1, 'retry-1', 'f', 'r', 201, '{}')", [userId]);
  await q("INSERT INTO webhook_endpoints (id, user_id, url, events, secret) VALUES ($1, $2, 'https://hooks.example/in', '{post.published,delivery.failed}', 'whsec_x')", [
    endpointId,
    userId,
  ]);
  // A delivery that fails now: its trigger writes the event and the endpoint's outbox row.
  const failedJob = randomUUID();
  await q("INSERT INTO publish_jobs (id, post_id, status, run_at) VALUES ($1, $2, 'failed', '2026-11-21T09:00:00Z')", [failedJob, failed]);
  await q("INSERT INTO deliveries (id, post_id, job_id, platform, status, error) VALUES ($1, $2, $3, 'linkedin', 'failed', 'Gone')", [randomUUID(), failed, failedJob]);
  await q("INSERT INTO media (id, user_id, storage_key, mime_type, bytes, width, height, alt_text) VALUES ($1, $2, $3, 'image/png', 1200, 40, 30, 'A cup')", [
    randomUUID(),
    userId,
    `${userId}/a.png`,
  ]);
  return { userId, brandId, postIds: [draft, scheduled, published, failed] };
}

/** Every table's rows as sorted JSON texts, without the column the migration adds. */
async function snapshot(database: ScratchDatabase): Promise<Record<string, string[]>> {
  const tables = await database.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const rows: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const found = await database.query<{ row: string }>(`SELECT (to_jsonb(t) - 'workspace_id')::text AS row FROM "${table}" t`);
    rows[table] = found.map(({ row }) => row).sort();
  }
  return rows;
}

describeDb("the workspaces migration", () => {
  let database: ScratchDatabase;
  let accounts: Seeded[];
  let before: Record<string, string[]>;
  let after: Record<string, string[]>;

  beforeAll(async () => {
    database = await openScratchDatabase();
    const names = migrationNames();
    await migrateThrough(database, names[names.indexOf(MIGRATION) - 1]);
    accounts = [await seedAccount(database, "a"), await seedAccount(database, "b")];
    // Usage left by an account deleted before deleteUser removed usage too: it belongs to nobody.
    await database.query("INSERT INTO usage_records (id, user_id, day, generations) VALUES ($1, $2, '2026-10-01', 4)", [randomUUID(), randomUUID()]);
    before = await snapshot(database);
    await applyMigration(database, MIGRATION);
    after = await snapshot(database);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it("keeps every row of every table, the counters and the webhook outbox included", () => {
    expect(before.webhook_events.length).toBeGreaterThan(0);
    expect(before.post_counts.length).toBeGreaterThan(0);
    for (const table of Object.keys(before)) {
      const expected = table === "usage_records" ? before[table].filter((row) => !row.includes('"2026-10-01"')) : before[table];
      expect(after[table], table).toEqual(expected);
    }
    expect(after.usage_records).toHaveLength(before.usage_records.length - 1);
  });

  it("gives each user exactly one personal workspace, owned by them", async () => {
    for (const { userId } of accounts) {
      const workspaces = await database.query<{ id: string; name: string }>("SELECT id, name FROM workspaces WHERE personal_for = $1", [userId]);
      expect(workspaces).toHaveLength(1);
      expect(workspaces[0].name).toMatch(/^User [ab]$/);
      const members = await database.query<{ user_id: string; role: string; brand_ids: string[] }>(
        "SELECT user_id, role, brand_ids FROM workspace_members WHERE workspace_id = $1",
        [workspaces[0].id],
      );
      expect(members).toEqual([{ user_id: userId, role: "owner", brand_ids: [] }]);
    }
    expect(after.workspaces).toHaveLength(2);
  });

  it("puts every owned row in its user's personal workspace", async () => {
    for (const table of OWNED_TABLES) {
      const misplaced = await database.query(
        `SELECT t.* FROM "${table}" t LEFT JOIN workspaces w ON w.personal_for = t.user_id WHERE t.workspace_id IS DISTINCT FROM w.id`,
      );
      expect(misplaced, table).toEqual([]);
      const [{ count }] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${table}"`);
      expect(count, table).toBeGreaterThan(0);
    }
  });

  it("makes a personal workspace with each new user, and fills the workspace of a row written without one", async () => {
    const userId = randomUUID();
    await database.query("INSERT INTO users (id, email, password_hash, name) VALUES ($1, $2, 'hash', 'Newcomer')", [userId, `new-${userId}@migration.test`]);
    const [personal] = await database.query<{ id: string }>("SELECT id FROM workspaces WHERE personal_for = $1", [userId]);
    expect(personal).toBeDefined();
    const [{ role }] = await database.query<{ role: string }>("SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [personal.id, userId]);
    expect(role).toBe("owner");

    const [filled] = await database.query<{ workspace_id: string }>(
      "INSERT INTO brands (id, user_id, name, website) VALUES ($1, $2, 'New', 'https://n.example') RETURNING workspace_id",
      [randomUUID(), userId],
    );
    expect(filled.workspace_id).toBe(personal.id);

    // A row that names its workspace keeps it.
    const [shared] = await database.query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Agency') RETURNING id");
    const [named] = await database.query<{ workspace_id: string }>(
      "INSERT INTO brands (id, user_id, workspace_id, name, website) VALUES ($1, $2, $3, 'Client', 'https://c.example') RETURNING workspace_id",
      [randomUUID(), userId, shared.id],
    );
    expect(named.workspace_id).toBe(shared.id);
  });

  it("refuses a role outside the five", async () => {
    const [{ id }] = await database.query<{ id: string }>("SELECT id FROM workspaces WHERE personal_for = $1", [accounts[0].userId]);
    await expect(database.query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'superuser')", [id, accounts[1].userId])).rejects.toThrow(
      /workspace_members_role_check/,
    );
  });

  it("deletes a user's personal workspace and everything in it with the user", async () => {
    const { userId } = accounts[1];
    await database.query("DELETE FROM users WHERE id = $1", [userId]);
    expect(await database.query("SELECT id FROM workspaces WHERE personal_for = $1", [userId])).toEqual([]);
    for (const table of OWNED_TABLES.filter((table) => table !== "usage_records")) {
      expect(await database.query(`SELECT 1 FROM "${table}" WHERE user_id = $1`, [userId]), table).toEqual([]);
    }
  });
});
