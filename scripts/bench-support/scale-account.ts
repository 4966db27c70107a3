import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "../../lib/auth/api-key-format";
import { seedPendingJobs, seedPosts } from "./scale-seed";

// An account of `npm run bench:scale`: a business user with four brands (the last one
// rare), an admin key for the API targets and a signed-in session for the dashboard's, then
// posts added by SQL up to each size, with fresh statistics after each step. Everything is
// written to the bench's own database, never through the app's connection (DATABASE_URL).

/** `sessionId`: a live row of user_sessions, for a signed-in browser's cookie. */
export type ScaleAccount = { userId: string; workspaceId: string; brandIds: string[]; apiKey: string; sessionId: string; anchor: Date };

/** Minutes between two posts: an agency's 100,000 posts a year (docs/performance.md, "Scale"). */
export const STEP_MINUTES = 5;

export async function createScaleAccount(databaseUrl: string): Promise<ScaleAccount> {
  const userId = randomUUID();
  const brandIds = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const apiKey = generateApiKey();
  const sessionId = randomUUID();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let workspaceId = "";
  try {
    await client.query("INSERT INTO users (id, email, password_hash, name, plan) VALUES ($1, $2, 'no-sign-in', 'Scale bench', 'business')", [
      userId,
      `scale-${userId}@bench.invalid`,
    ]);
    // The database made the user's personal workspace with the user (docs/teams.md).
    workspaceId = (await client.query("SELECT id FROM workspaces WHERE personal_for = $1", [userId])).rows[0].id;
    await client.query("INSERT INTO user_sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [sessionId, userId]);
    for (const [index, id] of brandIds.entries()) {
      await client.query("INSERT INTO brands (id, user_id, name, website) VALUES ($1, $2, $3, 'https://bench.invalid')", [id, userId, `Brand ${index + 1}`]);
    }
    // Limits no run can reach, so that every request takes the admitted path (as npm run bench).
    await client.query(
      `INSERT INTO api_keys (id, user_id, name, key_hash, key_prefix, scopes, brand_ids, rate_limit_rpm, rate_limit_rpd)
       VALUES ($1, $2, 'scale bench', $3, $4, '{admin}', '{}', 2000000000, 2000000000)`,
      [randomUUID(), userId, hashApiKey(apiKey), apiKeyPrefix(apiKey)],
    );
  } finally {
    await client.end();
  }
  return { userId, workspaceId, brandIds, apiKey, sessionId, anchor: new Date(Math.floor(Date.now() / 60_000) * 60_000) };
}

export type GrowthTimes = { postsMs: number; jobsMs: number; analyzeMs: number };

/**
 * Adds posts from+1..to (and, with `jobs`, pending jobs queued after the newest scheduled
 * post up to `to` in all), then VACUUM ANALYZE: the planner sees the tables as they are.
 */
export async function growAccount(databaseUrl: string, account: ScaleAccount, from: number, to: number, jobs: boolean): Promise<GrowthTimes> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let start = performance.now();
    await seedPosts(client, { userId: account.userId, brandIds: account.brandIds, anchor: account.anchor, first: from + 1, last: to, stepMinutes: STEP_MINUTES });
    const postsMs = performance.now() - start;
    start = performance.now();
    if (jobs) {
      const queueStart = new Date(account.anchor.getTime() + 2 * 86_400_000 + from * 60_000);
      await seedPendingJobs(client, account.userId, queueStart, to - from);
    }
    const jobsMs = performance.now() - start;
    start = performance.now();
    await client.query("VACUUM ANALYZE");
    return { postsMs, jobsMs, analyzeMs: performance.now() - start };
  } finally {
    await client.end();
  }
}
