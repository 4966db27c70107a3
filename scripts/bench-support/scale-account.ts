import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { Role } from "../../lib/auth/roles";
import { seedScaleMetrics } from "./scale-metrics-seed";
import { seedPendingJobs, seedPosts } from "./scale-seed";
import { createScaleTeam, removeScaleTeam } from "./scale-team";

// An account of `npm run bench:scale`: a business user who owns a team of 50 members and 200
// API keys (scale-team.ts) with four brands (the last one rare), one member's key for the API
// targets and the owner's signed-in session (which has chosen the team) for the dashboard's,
// then posts added by SQL up to each size, with fresh statistics after each step. Everything
// is written to the bench's own database, never through the app's connection (DATABASE_URL).

/**
 * `workspaceId`: the team's; `apiKey`: the measured key, of member `keyUserId` (its role
 * `keyRole`); `sessionId`: the owner's live row of user_sessions, for a signed-in browser's cookie.
 */
export type ScaleAccount = {
  userId: string;
  workspaceId: string;
  memberIds: string[];
  brandIds: string[];
  apiKey: string;
  keyUserId: string;
  keyRole: Role;
  keyScopes: string[];
  sessionId: string;
  anchor: Date;
};

/** Minutes between two posts: an agency's 100,000 posts a year (docs/performance.md, "Scale"). */
export const STEP_MINUTES = 5;

export async function createScaleAccount(databaseUrl: string): Promise<ScaleAccount> {
  const userId = randomUUID();
  const brandIds = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const sessionId = randomUUID();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("INSERT INTO users (id, email, password_hash, name, plan) VALUES ($1, $2, 'no-sign-in', 'Scale bench', 'business')", [
      userId,
      `scale-${userId}@bench.invalid`,
    ]);
    const team = await createScaleTeam(client, userId, brandIds);
    // The owner's session acts in the team, as after choosing it in the dashboard's switcher.
    await client.query("INSERT INTO user_sessions (id, user_id, workspace_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')", [
      sessionId,
      userId,
      team.workspaceId,
    ]);
    for (const [index, id] of brandIds.entries()) {
      await client.query("INSERT INTO brands (id, user_id, workspace_id, name, website) VALUES ($1, $2, $3, $4, 'https://bench.invalid')", [
        id,
        userId,
        team.workspaceId,
        `Brand ${index + 1}`,
      ]);
    }
    await client.query("COMMIT");
    const { workspaceId, memberIds, apiKey, keyUserId, keyRole, keyScopes } = team;
    return { userId, workspaceId, memberIds, brandIds, apiKey, keyUserId, keyRole, keyScopes, sessionId, anchor: new Date(Math.floor(Date.now() / 60_000) * 60_000) };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

export type GrowthTimes = { postsMs: number; jobsMs: number; metricsMs: number; analyzeMs: number };

/**
 * Adds posts from+1..to (and, with `jobs`, pending jobs queued after the newest scheduled
 * post up to `to` in all), a delivery and a metrics reading for each published one
 * (scale-metrics-seed.ts), then VACUUM ANALYZE: the planner sees the tables as they are.
 */
export async function growAccount(databaseUrl: string, account: ScaleAccount, from: number, to: number, jobs: boolean): Promise<GrowthTimes> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let start = performance.now();
    await seedPosts(client, { userId: account.userId, workspaceId: account.workspaceId, brandIds: account.brandIds, anchor: account.anchor, first: from + 1, last: to, stepMinutes: STEP_MINUTES });
    const postsMs = performance.now() - start;
    start = performance.now();
    if (jobs) {
      const queueStart = new Date(account.anchor.getTime() + 2 * 86_400_000 + from * 60_000);
      await seedPendingJobs(client, account.userId, queueStart, to - from);
    }
    const jobsMs = performance.now() - start;
    start = performance.now();
    await seedScaleMetrics(client, account.workspaceId);
    const metricsMs = performance.now() - start;
    start = performance.now();
    await client.query("VACUUM ANALYZE");
    return { postsMs, jobsMs, metricsMs, analyzeMs: performance.now() - start };
  } finally {
    await client.end();
  }
}

/** On a kept database (BENCH_DATABASE_URL): each account's team workspace and its other members. */
export async function removeScaleTeams(databaseUrl: string, accounts: ScaleAccount[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const account of accounts) await removeScaleTeam(client, account);
  } finally {
    await client.end();
  }
}
