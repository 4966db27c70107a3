import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "../../lib/auth/api-key-format";
import type { Seed } from "./bench-database";
import { captureStatements } from "./query-plans";

// `npm run bench -- --profile`: where (b)'s time goes, without HTTP or Next.js. Runs the
// app's own functions (lib/auth/admit-request.ts, lib/posts/list-posts-sql.ts) in this
// process against the bench database, on a pg pool of the server's size, first one call
// at a time (latency per call) and then with as many callers as the benchmark has
// connections (throughput). Variants show what the admission statement waits on:
// the one hot counter row of a single key, and the WAL flush at commit; and what its name
// saves: the same statement sent unnamed is parsed and planned again on every call.

type Step = { name: string; run: (worker: number) => Promise<unknown> };
type Figures = { name: string; serialMeanMs: number; serialP99Ms: number; perSecond: number; loadedP50Ms: number; loadedP99Ms: number; cpuMsPerCall: number };

const globalForPool = globalThis as unknown as { brandcastPool?: pg.Pool };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeStep(step: Step, seconds: number, callers: number): Promise<Figures> {
  // Serial: one call at a time, for a third of the time.
  const serial: number[] = [];
  let end = performance.now() + (seconds * 1000) / 3;
  while (performance.now() < end) {
    const start = performance.now();
    await step.run(0);
    serial.push(performance.now() - start);
  }
  // Loaded: `callers` concurrent loops over the pool.
  const loaded: number[] = [];
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  end = startedAt + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async (_, worker) => {
      while (performance.now() < end) {
        const start = performance.now();
        await step.run(worker);
        loaded.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  serial.sort((x, y) => x - y);
  loaded.sort((x, y) => x - y);
  return {
    name: step.name,
    serialMeanMs: serial.reduce((sum, value) => sum + value, 0) / serial.length,
    serialP99Ms: percentile(serial, 99),
    perSecond: loaded.length / elapsed,
    loadedP50Ms: percentile(loaded, 50),
    loadedP99Ms: percentile(loaded, 99),
    cpuMsPerCall: (cpu.user + cpu.system) / 1000 / loaded.length,
  };
}

async function addKeys(client: pg.Client, userId: string, count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = generateApiKey();
    hashes.push(hashApiKey(key));
    // Limits far above what a profile can reach, so every call takes the admitted path.
    await client.query(
      `INSERT INTO api_keys (id, user_id, name, key_hash, key_prefix, scopes, brand_ids, rate_limit_rpm, rate_limit_rpd)
       VALUES ($1, $2, 'bench profile', $3, $4, '{admin}', '{}', 2000000000, 2000000000)`,
      [randomUUID(), userId, hashApiKey(key), apiKeyPrefix(key)],
    );
  }
  return hashes;
}

export async function profileSql(databaseUrl: string, seeded: Seed, seconds: number, callers: number, poolMax = 10): Promise<void> {
  // The app's modules read their settings from the environment and share one pool on
  // globalThis; the profile installs its own pools there, one per variant.
  process.env.DATABASE_URL = databaseUrl;
  process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  const { admitApiKeyRequest } = await import("../../lib/auth/admit-request");
  const { postListStatement } = await import("../../lib/posts/list-posts-sql");

  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  const [oneKey] = await addKeys(setup, seeded.userId, 1);
  const manyKeys = await addKeys(setup, seeded.userId, callers);
  await setup.end();

  const usePool = async (options: string | undefined) => {
    await globalForPool.brandcastPool?.end();
    globalForPool.brandcastPool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, ...(options ? { options } : {}) });
  };
  const list = () => globalForPool.brandcastPool!.query(postListStatement({ workspaceId: seeded.workspaceId, limit: 50, offset: 0 }));
  const admitOne = () => admitApiKeyRequest(oneKey);
  // The admission statement as the app sends it, to send it again without its name.
  const { countersPool } = await import("../../lib/db/pool");
  const [admission] = await captureStatements([countersPool()], admitOne);
  const admitUnnamed = () => countersPool().query(admission.text, admission.values);

  const variants: { pool: string | undefined; steps: Step[] }[] = [
    {
      pool: undefined,
      steps: [
        { name: "list SELECT (what (a) runs)", run: list },
        { name: "admit, one key (what (b) adds)", run: admitOne },
        { name: "admit, one key, sent unnamed", run: admitUnnamed },
        { name: "admit + list, one key (b's SQL)", run: async () => (await admitOne(), list()) },
        { name: "admit, a key per caller", run: (worker) => admitApiKeyRequest(manyKeys[worker % manyKeys.length]) },
        { name: "SELECT 1 (round trip floor)", run: () => globalForPool.brandcastPool!.query("SELECT 1") },
      ],
    },
    {
      pool: "-c synchronous_commit=off",
      steps: [
        { name: "admit, one key, synchronous_commit=off", run: admitOne },
        { name: "admit + list, one key, sync_commit=off", run: async () => (await admitOne(), list()) },
      ],
    },
  ];

  const figures: Figures[] = [];
  for (const variant of variants) {
    await usePool(variant.pool);
    for (const step of variant.steps) {
      process.stdout.write(`[profile] ${step.name}… `);
      await step.run(0); // prepare caches, open a connection
      const result = await timeStep(step, seconds, callers);
      console.log(`${result.perSecond.toFixed(0)}/s`);
      figures.push(result);
    }
  }
  await globalForPool.brandcastPool?.end();
  globalForPool.brandcastPool = undefined;

  const header = ["statement (in-process, pg pool max " + poolMax + ")", "1 caller: mean ms", "p99 ms", `${callers} callers: /s`, "p50 ms", "p99 ms", "node CPU ms/call"];
  const rows = figures.map((f) => [
    f.name,
    f.serialMeanMs.toFixed(2),
    f.serialP99Ms.toFixed(2),
    f.perSecond.toFixed(0),
    f.loadedP50Ms.toFixed(1),
    f.loadedP99Ms.toFixed(1),
    f.cpuMsPerCall.toFixed(3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(`\nSQL profile (${seconds} s per line: a third serial, then ${callers} concurrent callers)`);
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}
