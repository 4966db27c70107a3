import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { cleanUpBenchDatabase, openBenchDatabase, type BenchDatabase } from "./bench-support/bench-database";
import { waitForOtherBuilds } from "./bench-support/build-guard";
import { checkTarget, measureInTurns, type HttpTarget } from "./bench-support/latency";
import { startNextServer, type NextServer } from "./bench-support/next-server";
import { machineLines } from "./bench-support/report";
import { createScaleAccount, growAccount, removeScaleTeams, STEP_MINUTES, type ScaleAccount } from "./bench-support/scale-account";
import { TEAM_KEYS, TEAM_MEMBERS } from "./bench-support/scale-team";
import { closeScalePlans, scalePlans, type PlanLine } from "./bench-support/scale-plans";
import { scaleTable, scaleVerdict, sizeLabel, type SizeRun } from "./bench-support/scale-report";
import { DEEP_PAGE, expectedAnswer, scaleTargets, walkToPage } from "./bench-support/scale-targets";
import { buildIfStale } from "./runtime/build-if-stale";
import { PROJECT_ROOT } from "./runtime/paths";
import { runBin } from "./runtime/run-bin";

// `npm run bench:scale`: does a request cost the same for a new account and for one with a
// million posts? One database holds an account of each size, 1k, 100k and 1M posts (SQL
// generate_series, a post every 5 minutes back in time: the same account with a longer
// history), each a team of 50 members and 200 API keys (bench-support/scale-team.ts) whose
// requests are admitted through that team's memberships, and the same requests are timed for each through a production build's real HTTP
// stack, every size's requests in turns so that the machine's load weighs on all alike:
//
//   the bare route (the list statement alone, no auth), GET /posts page 1, page 1,000 by
//   cursor, a brand + status page, the calendar's month (from/to), the dashboard home,
//   GET /usage, and the analytics of a brand (GET /analytics, best-times, top-posts), every
//   published post having a delivery and a metrics reading (bench-support/scale-metrics-seed.ts)
//
// then every per-request query is run again under EXPLAIN ANALYZE (which index, how many rows).
// Targets: every ratio largest/smallest <= 2; GET /posts page 1 p50 within 1.5x the bare route
// at the largest size.
//
// Needs no settings: like npm run bench it makes a throwaway database on the local PostgreSQL
// (BENCH_SERVER_URL, default postgresql://postgres@127.0.0.1:5432) and drops it at the end; a
// DATABASE_URL in the environment is not used (the app's own database is never touched).
//
// Flags: --short   a quick run that proves the bench works (CI, a fresh clone): accounts of 1k
//                  and 10k posts, 1 s per target, 1 s warm-ups, 3 s of server warm-up; its
//                  figures say nothing about scale. Env values below still win.
// Env: BENCH_SCALE_SIZES (1000,100000,1000000), BENCH_SCALE_SECONDS (5 per target and size),
//      BENCH_SCALE_WARMUP_SECONDS (2 per size), BENCH_SCALE_SERVER_WARMUP_SECONDS (15, once, on
//      the fresh server), BENCH_SCALE_PORT (3950), BENCH_SCALE_JOBS (1:
//      also queue as many pending jobs as posts, for the scheduler's plan), and
//      BENCH_DATABASE_URL / BENCH_SERVER_URL as for npm run bench.
// Exit code: 0 when the run completed (whether or not the targets hold), 1 otherwise.

function numbers(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(",").map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 1)) throw new Error(`${name} must be positive integers separated by commas, not "${raw}"`);
  return values;
}

const short = process.argv.includes("--short");
const sizes = numbers("BENCH_SCALE_SIZES", short ? [1_000, 10_000] : [1_000, 100_000, 1_000_000]).sort((a, b) => a - b);
const [seconds] = numbers("BENCH_SCALE_SECONDS", [short ? 1 : 5]);
const [warmupSeconds] = numbers("BENCH_SCALE_WARMUP_SECONDS", [short ? 1 : 2]);
const [serverWarmupSeconds] = numbers("BENCH_SCALE_SERVER_WARMUP_SECONDS", [short ? 3 : 15]);
const [port] = numbers("BENCH_SCALE_PORT", [3950]);
const queueJobs = process.env.BENCH_SCALE_JOBS !== "0";
const SECRET = "bench-secret-bench-secret-bench-secret";

let cleanUp: (() => Promise<void>) | undefined;

async function main(): Promise<number> {
  // As npm start: the build this may run reports nothing to Next.js's servers (0 allows it).
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  await waitForOtherBuilds(PROJECT_ROOT);
  if ((await buildIfStale()) !== 0) throw new Error("next build failed");
  const buildId = readFileSync(path.join(PROJECT_ROOT, ".next", "BUILD_ID"), "utf8").trim();

  const database: BenchDatabase = await openBenchDatabase();
  // The app's modules this process loads (the session cookie, the query plans) read
  // DATABASE_URL: it is the bench's database, whatever the shell had set.
  process.env.DATABASE_URL = database.url;
  const accounts: Array<{ size: number; account: ScaleAccount }> = [];
  let server: NextServer | undefined;
  let cleaning: Promise<void> | undefined;
  cleanUp = () =>
    (cleaning ??= (async () => {
      await server?.stop().catch((error) => console.error(`[bench:scale] stopping the server: ${error.message}`));
      await closeScalePlans().catch(() => {});
      // A fresh database is dropped whole; on a given one, each account's team and what hangs off it goes.
      if (!database.fresh && accounts.length > 0) {
        await removeScaleTeams(database.url, accounts.map(({ account }) => account)).catch((error) => console.error(`[bench:scale] removing the teams: ${error.message}`));
      }
      const seeded = database.fresh ? [undefined] : accounts.map(({ account }) => ({ userId: account.userId }));
      for (const seed of seeded) {
        await cleanUpBenchDatabase(database, seed).catch((error) => console.error(`[bench:scale] cleaning up ${database.label}: ${error.message}`));
      }
    })());
  try {
    console.log(`[bench:scale] database ${database.label}: migrating…`);
    if ((await runBin("prisma", ["migrate", "deploy", "--config", "prisma/prisma.config.ts"], { ...process.env, DATABASE_URL: database.url })) !== 0) {
      throw new Error("prisma migrate deploy failed");
    }
    // One account per size in the same database: a new account and an agency's side by side,
    // measured in turns, so that the machine's load at any moment weighs on every size alike.
    const seeding: string[] = [];
    for (const size of sizes) {
      const account = await createScaleAccount(database.url);
      accounts.push({ size, account });
      process.stdout.write(`[bench:scale] an account with ${sizeLabel(size)} posts: seeding… `);
      const times = await growAccount(database.url, account, 0, size, queueJobs);
      const line = `posts ${(times.postsMs / 1000).toFixed(1)} s, jobs ${(times.jobsMs / 1000).toFixed(1)} s, deliveries and readings ${(times.metricsMs / 1000).toFixed(1)} s, VACUUM ANALYZE ${(times.analyzeMs / 1000).toFixed(1)} s`;
      console.log(line);
      seeding.push(`${sizeLabel(size)}: ${line}`);
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      NEXTAUTH_SECRET: SECRET,
      BENCH_ROUTES: "1",
      DB_POOL_MAX: "10",
      NODE_ENV: "production",
      EMBEDDED_DB: "0",
      LOCAL_SCHEDULER: "off",
      SESSION_RATE_LIMIT_RPM: "2000000000",
      SESSION_RATE_LIMIT_RPD: "2000000000",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    delete env.PORT;
    await waitForOtherBuilds(PROJECT_ROOT);
    console.log(`[bench:scale] starting next start on 127.0.0.1:${port}…`);
    server = await startNextServer(env, `/api/bench/posts?workspace_id=${accounts[0].account.workspaceId}`, 60_000, port);
    process.env.NEXTAUTH_SECRET = SECRET;
    const { sessionCookieFor } = await import("../lib/testing/session-cookie");

    const everyTarget: HttpTarget[] = [];
    const cursors = new Map<number, string | null>();
    let targets: HttpTarget[] = [];
    for (const { size, account } of accounts) {
      const walkStart = performance.now();
      const deep = await walkToPage(server.url, account.apiKey, DEEP_PAGE);
      console.log(`[bench:scale] ${sizeLabel(size)}: walked to page ${deep.page} by cursor in ${((performance.now() - walkStart) / 1000).toFixed(1)} s`);
      cursors.set(size, deep.cursor);
      // The session row is the account's own, in the bench's database (scale-account.ts).
      const sessionCookie = await sessionCookieFor(account.userId, { sessionId: account.sessionId });
      targets = scaleTargets({ serverUrl: server.url, account, sessionCookie, deepCursor: deep.cursor });
      for (const target of targets) await checkTarget(target, expectedAnswer(target.key));
      everyTarget.push(...targets.map((target) => ({ ...target, key: `${size}/${target.key}` })));
    }
    const loadBefore = loadavg();
    console.log(`[bench:scale] measuring ${everyTarget.length} targets in turns (the fresh server warmed ${serverWarmupSeconds} s first)…`);
    // A fresh server compiles and optimises as it serves: warmed at length before measuring.
    await measureInTurns(everyTarget, 0, serverWarmupSeconds);
    const figures = await measureInTurns(everyTarget, seconds, warmupSeconds);
    const runs: SizeRun[] = sizes.map((size) => ({
      size,
      figures: new Map(targets.map((target) => [target.key, figures.get(`${size}/${target.key}`)!])),
    }));
    const plans: Array<{ size: number; lines: PlanLine[] }> = [];
    for (const { size, account } of accounts) plans.push({ size, lines: await scalePlans(database.url, account, cursors.get(size) ?? null) });

    console.log("\nMachine");
    for (const line of machineLines(loadBefore)) console.log(`  ${line}`);
    console.log(`  Build:   .next/BUILD_ID ${buildId}`);
    console.log(`  DB:      PostgreSQL ${database.label}; server DB_POOL_MAX=10`);
    console.log(
      `  Accounts: one per size, each a team of ${TEAM_MEMBERS} members and ${TEAM_KEYS} keys (measured: an editor's key; the owner's session), 4 brands, a post every ${STEP_MINUTES} min back in time; seeding ${seeding.join("; ")}`,
    );
    console.log(
      `  Bench:   one request at a time, keep-alive; the server warmed ${serverWarmupSeconds} s, then ${warmupSeconds} s warm-up and ${seconds} s per target, every size's targets in turns of 250 ms\n`,
    );
    console.log(scaleTable(targets, runs));
    const verdict = scaleVerdict(targets, runs);
    console.log("");
    for (const line of verdict.lines) console.log(line);
    for (const { size, lines } of plans) {
      console.log(`\nRows read per request at ${sizeLabel(size)} posts (EXPLAIN ANALYZE of each statement the request sends)`);
      for (const line of lines) console.log(`  ${line.label.padEnd(50)} ${line.reads}`);
    }
    return 0;
  } finally {
    await cleanUp();
  }
}

let interruptedAt: number | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interruptedAt !== undefined) {
      if (Date.now() - interruptedAt > 1_000) process.exit(130);
      return;
    }
    interruptedAt = Date.now();
    console.error(`\n[bench:scale] ${signal}: stopping the server and dropping the database…`);
    void (cleanUp?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`[bench:scale] ${error.message}`);
    process.exit(1);
  },
);
