import { cpus } from "node:os";
import { randomBytes } from "node:crypto";
import { cleanUpBenchDatabase, openBenchDatabase, seed, type Seed } from "./bench-support/bench-database";
import { seedAnalytics } from "./bench-support/analytics-seed";
import { startAnalyticsProfile } from "./bench-support/analytics-profile";
import { busiestWindow, type ServedRead } from "./bench-support/read-limit-check";
import { migrateDeploy } from "./runtime/migrate-deploy";

// `npm run bench:analytics`: 100,000 published live deliveries across 200 accounts (100 X, 100
// TikTok), every metrics snapshot of their schedule (1 h, 6 h, 24 h, 72 h, 7 d, 30 d) read by two
// runners of the one refresh pipeline against the loopback X and TikTok servers, on a fresh
// database. The clock is driven: when nothing is due, every schedule time and every read-limit
// record moves back to the next due time (the servers record the same moved clock), so 30 days
// pass in minutes. Prints the time it took, the requests per platform, and, from the loopback
// servers' own records, the busiest window of every read limit against its figure.
// Flags: --short   1,000 deliveries across 20 accounts: proves the bench works (commands stage).
//        --profile where the time goes: each kind of statement and platform request timed, the
//                  runner process's and the database sessions' CPU (bench-support/analytics-profile.ts).
// Env:   BENCH_DELIVERIES, BENCH_ACCOUNTS (win over --short).

const SHORT = process.argv.includes("--short");
const PROFILE = process.argv.includes("--profile");
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? (SHORT ? 1_000 : 100_000));
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? (SHORT ? 20 : 200));
const RUNNERS = 2;
const STEPS = 6;
/** Thirty-one days of moved clock at most: the last step is at 30 d. */
const MAX_SHIFT_MS = 31 * 24 * 3600_000;

async function main() {
  const database = await openBenchDatabase();
  let seeded: Seed | undefined;
  try {
    process.env.DATABASE_URL = database.url;
    if ((await migrateDeploy()) !== 0) throw new Error("prisma migrate deploy failed");
    seeded = await seed(database, 0, 60, 1000);
    process.env.NEXTAUTH_SECRET ??= "bench-secret-not-for-sign-in-0000";
    process.env.CONNECTIONS_ENCRYPTION_KEYS = `k1:${randomBytes(32).toString("base64")}`;
    process.env.LOG_LEVEL ??= "error";

    let shiftMs = 0;
    const clock = () => Date.now() + shiftMs;
    const { startPlatformServer } = await import("@/lib/testing/platform-servers/platform-server");
    const { createXApi } = await import("@/lib/testing/platform-servers/x");
    const { createTikTokApi } = await import("@/lib/testing/platform-servers/tiktok");
    const x = createXApi({ tokens: (token) => token.startsWith("x-bench-") });
    const tiktok = createTikTokApi({ tokens: (token) => token.startsWith("tt-bench-") });
    const xServer = await startPlatformServer([x], { clock });
    const tiktokServer = await startPlatformServer([tiktok], { clock });
    process.env.X_API_BASE_URL = xServer.url;
    process.env.TIKTOK_API_BASE_URL = tiktokServer.url;

    const seedStarted = Date.now();
    const data = await seedAnalytics(database.url, seeded.userId, ACCOUNTS, DELIVERIES, new Date());
    for (const post of data.posts) {
      if (post.platform === "x_twitter") x.tweets.push({ id: post.postId, text: "Bench", mediaIds: [], token: post.token });
      else tiktok.publishes.push({ publishId: `p${post.postId}`, body: {}, photos: [], token: post.token, statusChecks: 0, postId: post.postId, permalink: "" });
    }
    const { writeConnection } = await import("@/lib/connections/write-connection");
    for (const account of data.accounts) {
      await writeConnection({
        workspaceId: seeded.workspaceId,
        brandId: account.brandId,
        platform: account.platform,
        secrets: { credentials: { access_token: account.token }, oauth: {} },
        authMethod: "manual",
        accountLabel: account.token,
        profile: null,
        tokenExpiresAt: null,
      });
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    console.log(`${DELIVERIES} published live deliveries across ${ACCOUNTS} accounts seeded in ${seedSeconds.toFixed(1)} s; ${RUNNERS} runners read every step.`);

    const { dbPool, closeDbPools } = await import("@/lib/db/pool");
    const { refreshDueMetrics } = await import("@/lib/metrics/refresh-due-metrics");
    const profile = PROFILE ? await startAnalyticsProfile(database.url) : null;
    const started = Date.now();
    let ticks = 0;
    let done = 0;
    for (;;) {
      const { rows } = await dbPool().query<{ ahead_ms: number | null }>("SELECT (extract(epoch FROM min(due_at) - now()) * 1000)::float8 AS ahead_ms FROM metric_schedules WHERE due_at IS NOT NULL");
      const ahead = rows[0].ahead_ms;
      if (ahead === null || shiftMs > MAX_SHIFT_MS) break;
      if (ahead > 0) {
        // Nothing due: the clock moves on to the next due time (a second past it).
        const move = Math.ceil(ahead) + 1000;
        await dbPool().query(
          `UPDATE metric_schedules SET due_at = due_at - make_interval(secs => $1::float8 / 1000), published_at = published_at - make_interval(secs => $1::float8 / 1000) WHERE due_at IS NOT NULL`,
          [move],
        );
        await dbPool().query("UPDATE metric_reads SET read_at = read_at - make_interval(secs => $1::float8 / 1000)", [move]);
        // Every schedule just became due at once: fresh statistics, as autovacuum would give a
        // live database, so the claim's plan sees how many are due.
        await dbPool().query("ANALYZE metric_schedules");
        shiftMs += move;
      }
      ticks += 1;
      const runs = await Promise.all(Array.from({ length: RUNNERS }, (_, i) => refreshDueMetrics(`bench-analytics-${i + 1}`, { maxPerRun: Number.MAX_SAFE_INTEGER })));
      done += runs.reduce((sum, run) => sum + run.stored + run.errors, 0);
      // Progress, so a long run shows where it is.
      if (!SHORT) console.log(`tick ${ticks}: clock +${(shiftMs / 86_400_000).toFixed(2)} d, ${done} snapshots after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const seconds = (Date.now() - started) / 1000;

    const { rows: counts } = await dbPool().query(
      `SELECT count(*) FILTER (WHERE error IS NULL)::int AS stored, count(*) FILTER (WHERE error IS NOT NULL)::int AS errors, count(DISTINCT delivery_id)::int AS deliveries FROM metric_snapshots`,
    );
    const { rows: left } = await dbPool().query(`SELECT count(*)::int AS n FROM metric_schedules WHERE due_at IS NOT NULL`);
    const { READ_LIMITS } = await import("@/lib/platforms/read-limits");
    const served = (calls: typeof xServer.calls, path: string): ServedRead[] =>
      calls.filter((call) => call.path === path && call.status === 200).map((call) => ({ at: call.at, token: /^Bearer (\S+)$/.exec(call.headers.authorization ?? "")?.[1] ?? "" }));
    const xReads = served(xServer.calls, "/2/tweets");
    const tiktokReads = served(tiktokServer.calls, "/v2/video/query/");
    const refused = [...xServer.calls, ...tiktokServer.calls].filter((call) => call.status !== 200).length;
    const xIds = xServer.calls.filter((call) => call.path === "/2/tweets").reduce((sum, call) => sum + (call.query.get("ids") ?? "").split(",").length, 0);
    const tiktokIds = tiktokServer.calls.filter((call) => call.path === "/v2/video/query/").reduce((sum, call) => sum + (call.json?.filters?.video_ids?.length ?? 0), 0);
    const uses = [
      ...READ_LIMITS.x_twitter.map((limit) => ({ platform: "X", ...busiestWindow(xReads, limit) })),
      ...READ_LIMITS.tiktok.map((limit) => ({ platform: "TikTok", ...busiestWindow(tiktokReads, limit) })),
    ];
    const expected = DELIVERIES * STEPS;
    const exceeded = uses.some((use) => use.exceeded);

    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
    console.log(`snapshots:            ${counts[0].stored} stored, ${counts[0].errors} errors, of ${expected} (${STEPS} steps × ${DELIVERIES}); ${left[0].n} schedules left`);
    console.log(`clock driven:         ${(shiftMs / 86_400_000).toFixed(1)} days in ${ticks} ticks`);
    console.log(`time:                 ${seconds.toFixed(1)} s (${Math.round((counts[0].stored + counts[0].errors) / seconds)} snapshots/s)`);
    console.log(`requests X:           ${xServer.calls.filter((call) => call.path === "/2/tweets").length} GET /2/tweets (${xIds} ids, ${(xIds / Math.max(1, xReads.length)).toFixed(1)} per request)`);
    console.log(`requests TikTok:      ${tiktokServer.calls.filter((call) => call.path === "/v2/video/query/").length} POST /v2/video/query/ (${tiktokIds} ids, ${(tiktokIds / Math.max(1, tiktokReads.length)).toFixed(1)} per request)`);
    console.log(`answered other than 200: ${refused}`);
    for (const use of uses) {
      const window = use.limit.windowSeconds >= 60 ? `${use.limit.windowSeconds / 60} min` : `${use.limit.windowSeconds} s`;
      console.log(`read limit ${use.platform} ${use.limit.scope} (${use.limit.max} per ${window}): busiest window ${use.busiest}${use.exceeded ? " EXCEEDED" : ""}`);
    }
    console.log(`read limits exceeded (loopback servers' counts): ${exceeded ? "YES" : "none"}`);
    const met = !exceeded && counts[0].stored + counts[0].errors === expected && counts[0].errors === 0;
    console.log(`target (every step of every delivery read, no read limit exceeded): ${met ? "met" : "NOT met"}`);
    if (profile) for (const line of await profile.report(counts[0].stored + counts[0].errors)) console.log(line);
    await xServer.close();
    await tiktokServer.close();
    await closeDbPools();
  } finally {
    await cleanUpBenchDatabase(database, seeded);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
