import { hashApiKey } from "../../lib/auth/api-key-format";
import type { Caller } from "../../lib/auth/caller";
import { captureStatements, describeReads, explainStatement, rowsReadByTable } from "./query-plans";
import type { ScaleAccount } from "./scale-account";
import { calendarRange } from "./scale-targets";

// `npm run bench:scale`'s plan report: each measured request (and the per-request queries
// around it) called in this process through the app's own functions, its statements
// captured and run again under EXPLAIN ANALYZE: which index each reads, and how many rows.

export type PlanLine = { label: string; rows: Record<string, number>; reads: string };

export async function scalePlans(databaseUrl: string, account: ScaleAccount, deepCursor: string | null): Promise<PlanLine[]> {
  // The app's modules read their settings from the environment when first used (as in
  // scripts/bench-support/sql-profile.ts).
  process.env.DATABASE_URL = databaseUrl;
  process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  const { countersPool, dbPool } = await import("../../lib/db/pool");
  const { listPosts } = await import("../../lib/posts/list-posts");
  const { getPostOrThrow } = await import("../../lib/posts/get-post-or-throw");
  const { listBrandSummaries } = await import("../../lib/brands/list-brand-summaries");
  const { listReconnectRequired } = await import("../../lib/connections/list-reconnect-required");
  const { listPostsQuerySchema } = await import("../../lib/schemas/post");
  const { usageReport } = await import("../../lib/usage/usage-report");
  const { admitApiKeyRequest, admitSessionRequest } = await import("../../lib/auth/admit-request");
  const { pruneOldCounters } = await import("../../lib/ratelimit/prune-counters");
  const { claimDueJobs, nextDueAt } = await import("../../lib/publishing/claim-jobs");

  const { testCaller } = await import("../../lib/testing/test-caller");
  // The measured key's caller as authentication makes it: a member of the team, with its role.
  const caller: Caller = await testCaller(account.keyUserId, { authMethod: "api_key", scopes: account.keyScopes, workspaceId: account.workspaceId, role: account.keyRole });
  // The dashboard's: the owner's session, acting in the team it has chosen.
  const owner: Caller = await testCaller(account.userId, { workspaceId: account.workspaceId });
  const list = (query: Record<string, unknown>) => () => listPosts(caller, listPostsQuerySchema.parse(query));
  const published = await dbPool().query("SELECT id FROM posts WHERE user_id = $1 AND status = 'published' ORDER BY created_at DESC LIMIT 1", [account.userId]);
  const calls: Array<[string, () => Promise<unknown>, boolean]> = [
    ["GET /posts page 1", list({ limit: 50 }), true],
    ["GET /posts deep page by cursor", list(deepCursor ? { limit: 50, cursor: deepCursor } : { limit: 50 }), true],
    ["GET /posts brand + status", list({ limit: 50, brand_id: account.brandIds[0], status: "published" }), true],
    ["GET /posts calendar month", list({ limit: 100, ...calendarRange(account.anchor) }), true],
    ["GET /posts page 1,000 by OFFSET (for comparison)", list({ limit: 50, page: 1000 }), true],
    ["GET /posts/{id} with deliveries", () => getPostOrThrow(caller, published.rows[0].id), true],
    ["dashboard home: brands, post counts, reconnects", () => Promise.all([listBrandSummaries(owner, { limit: 50 }), listReconnectRequired(owner)]), true],
    ["GET /usage", () => usageReport(caller, 30), true],
    ["admission (key and membership, both windows)", () => admitApiKeyRequest(hashApiKey(account.apiKey)), true],
    ["admission of the owner's session (chosen team)", () => admitSessionRequest(account.sessionId, account.userId, 2_000_000_000, 2_000_000_000), true],
    ["pruning minute counters", () => pruneOldCounters(), true],
    ["scheduler: claim 50 due jobs", () => claimDueJobs("bench-scale", 50), false],
    ["scheduler: next due time", () => nextDueAt(), true],
  ];
  const lines: PlanLine[] = [];
  for (const [label, run, execute] of calls) {
    const statements = await captureStatements([dbPool(), countersPool()], run, { execute });
    const plans = [];
    for (const statement of statements) plans.push(await explainStatement(dbPool(), statement));
    lines.push({ label, rows: rowsReadByTable(plans), reads: describeReads(plans) });
  }
  return lines;
}

/** Closes the pools the plan report opened in this process (before the database is dropped). */
export async function closeScalePlans(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const { closeDbPools } = await import("../../lib/db/pool");
  await closeDbPools();
}
