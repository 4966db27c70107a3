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
  const { db } = await import("../../lib/db/client");
  const { listPosts } = await import("../../lib/posts/list-posts");
  const { getPostOrThrow } = await import("../../lib/posts/get-post-or-throw");
  const { countPostsByBrand } = await import("../../lib/brands/count-posts-by-brand");
  const { listPostsQuerySchema } = await import("../../lib/schemas/post");
  const { usageReport } = await import("../../lib/usage/usage-report");
  const { admitApiKeyRequest } = await import("../../lib/auth/admit-request");
  const { pruneOldCounters } = await import("../../lib/ratelimit/prune-counters");
  const { claimDueJobs, nextDueAt } = await import("../../lib/publishing/claim-jobs");

  const { testCaller } = await import("../../lib/testing/test-caller");
  const caller: Caller = await testCaller(account.userId, { authMethod: "api_key", scopes: ["admin"] });
  const list = (query: Record<string, unknown>) => () => listPosts(caller, listPostsQuerySchema.parse(query));
  const published = await dbPool().query("SELECT id FROM posts WHERE user_id = $1 AND status = 'published' ORDER BY created_at DESC LIMIT 1", [account.userId]);
  const calls: Array<[string, () => Promise<unknown>, boolean]> = [
    ["GET /posts page 1", list({ limit: 50 }), true],
    ["GET /posts deep page by cursor", list(deepCursor ? { limit: 50, cursor: deepCursor } : { limit: 50 }), true],
    ["GET /posts brand + status", list({ limit: 50, brand_id: account.brandIds[0], status: "published" }), true],
    ["GET /posts calendar month", list({ limit: 100, ...calendarRange(account.anchor) }), true],
    ["GET /posts page 1,000 by OFFSET (for comparison)", list({ limit: 50, page: 1000 }), true],
    ["GET /posts/{id} with deliveries", () => getPostOrThrow(caller, published.rows[0].id), true],
    [
      "dashboard home: brands, post counts",
      async () => {
        const brands = await db().brand.findMany({ where: { userId: account.userId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 50, select: { id: true, voice: { select: { brandId: true } } } });
        await countPostsByBrand(account.userId, brands.map((brand) => brand.id));
      },
      true,
    ],
    ["GET /usage", () => usageReport(caller, 30), true],
    ["admission (key lookup, both windows)", () => admitApiKeyRequest(hashApiKey(account.apiKey)), true],
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
