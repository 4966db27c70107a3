import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { onMaintenanceDatabase, withDatabaseName } from "../runtime/maintenance-database";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "../../lib/auth/api-key-format";

// The benchmark's database: a fresh `brandcast_bench_<random>` on the local PostgreSQL,
// dropped at the end, or BENCH_DATABASE_URL as given (then only the seeded rows are
// removed at the end). Seeded with pg directly: one business user, one brand, 200 posts
// and admin keys.

const DEFAULT_SERVER_URL = "postgresql://postgres@127.0.0.1:5432";
export const SEEDED_POSTS = 200;

export type BenchDatabase = {
  url: string;
  /** What the report names: the database and whether it is a throwaway. */
  label: string;
  /** True for the throwaway database, which cleanUp drops. */
  fresh: boolean;
};

export type SeededKey = { keyId: string; apiKey: string };
/** Keys: one per authenticated target, so that one target's count cannot refuse the next. */
/** `sessionId`: a live row of user_sessions, for a signed-in browser's cookie. */
export type Seed = { userId: string; workspaceId: string; brandId: string; sessionId: string; keys: SeededKey[] };

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, label: `${new URL(given).pathname.slice(1)} (BENCH_DATABASE_URL, kept)`, fresh: false };
  const serverUrl = process.env.BENCH_SERVER_URL || DEFAULT_SERVER_URL;
  const name = `brandcast_bench_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onMaintenanceDatabase(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return { url: withDatabaseName(serverUrl, name), label: `${name} (fresh, dropped at the end)`, fresh: true };
}

/**
 * Drops the fresh database; on a given one deletes what the run added (everything hangs
 * off the seeded user by ON DELETE CASCADE, except the rate-limit counters).
 */
export async function cleanUpBenchDatabase(database: BenchDatabase, seeded: Pick<Seed, "userId"> | undefined): Promise<void> {
  if (database.fresh) {
    const url = new URL(database.url);
    const name = url.pathname.slice(1);
    url.pathname = "/";
    // WITH (FORCE) ends a connection a killed server may have left behind.
    await onMaintenanceDatabase(url.toString(), (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    return;
  }
  if (!seeded) return;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // Every key of the user, including any a profile added.
    await client.query("DELETE FROM rate_limit_counters WHERE subject IN (SELECT 'key:' || id FROM api_keys WHERE user_id = $1)", [seeded.userId]);
    await client.query("DELETE FROM users WHERE id = $1", [seeded.userId]);
  } finally {
    await client.end();
  }
}

export async function seed(database: BenchDatabase, keyCount: number, rpm: number, rpd: number): Promise<Seed> {
  const userId = randomUUID();
  const brandId = randomUUID();
  const sessionId = randomUUID();
  const keys = Array.from({ length: keyCount }, (): SeededKey => ({ keyId: randomUUID(), apiKey: generateApiKey() }));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let workspaceId = "";
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO users (id, email, password_hash, name, plan) VALUES ($1, $2, $3, 'Bench user', 'business')`,
      [userId, `bench-${userId}@bench.invalid`, "not-a-bcrypt-hash-nobody-signs-in"],
    );
    // The database made the user's personal workspace with the user (docs/teams.md).
    workspaceId = (await client.query("SELECT id FROM workspaces WHERE personal_for = $1", [userId])).rows[0].id;
    await client.query(`INSERT INTO user_sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [sessionId, userId]);
    await client.query(`INSERT INTO brands (id, user_id, name, website) VALUES ($1, $2, 'Bench brand', 'https://bench.invalid')`, [
      brandId,
      userId,
    ]);
    // Distinct created_at values, so the list's ORDER BY does real work.
    await client.query(
      `INSERT INTO posts (id, user_id, brand_id, content, platforms, source, status, created_at, updated_at)
       SELECT gen_random_uuid(), $1, $2, 'Bench post #' || i || ': shipping the spring collection today.',
              ARRAY['x_twitter', 'linkedin'], 'api', 'draft',
              now() - i * interval '1 minute', now() - i * interval '1 minute'
       FROM generate_series(1, $3::int) AS i`,
      [userId, brandId, SEEDED_POSTS],
    );
    for (const [index, { keyId, apiKey }] of keys.entries()) {
      await client.query(
        `INSERT INTO api_keys (id, user_id, name, key_hash, key_prefix, scopes, brand_ids, rate_limit_rpm, rate_limit_rpd)
         VALUES ($1, $2, $3, $4, $5, '{admin}', '{}', $6, $7)`,
        [keyId, userId, `bench ${index + 1}`, hashApiKey(apiKey), apiKeyPrefix(apiKey), rpm, rpd],
      );
    }
    await client.query("COMMIT");
    // Fresh statistics, so the planner sees the seeded tables as they are.
    await client.query("ANALYZE");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return { userId, workspaceId, brandId, sessionId, keys };
}
