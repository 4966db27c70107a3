import { cpus } from "node:os";
import { claimDueJobs } from "@/lib/publishing/claim-jobs";
import { runClaimedJobs } from "@/lib/local-runtime/run-due-jobs";
import { cleanUpBenchDatabase, openBenchDatabase, seed, type Seed } from "./bench-support/bench-database";
import { migrateDeploy } from "./runtime/migrate-deploy";

// `npm run bench:publish`: 10,000 posts due at the same instant, sandbox publishing, real
// PostgreSQL, two runners of the local scheduler's claim-and-publish loop racing for them.
// Prints the time from due to all published, posts per second, duplicates and losses.
// Target: all published within 60 s on a 2-core machine, 0 duplicates, 0 lost.
// With `-- --live`: live publishing with images to loopback platform servers (bench-publish-live.ts).
// Flags: --short   500 posts instead of 10,000: a quick run that proves the bench works (npm test's
//                  commands stage, a fresh clone); its time says nothing about the target.
// Env:   BENCH_POSTS (10,000; wins over --short).

const POSTS = Number(process.env.BENCH_POSTS ?? (process.argv.includes("--short") ? 500 : 10_000));
const RUNNERS = 2;
const BATCH = 500; // the local scheduler's batch size

async function main() {
  const database = await openBenchDatabase();
  let seeded: Seed | undefined;
  try {
    process.env.DATABASE_URL = database.url;
    if ((await migrateDeploy()) !== 0) throw new Error("prisma migrate deploy failed");
    seeded = await seed(database, 0, 60, 1000);
    process.env.NEXTAUTH_SECRET ??= "bench-secret-not-for-sign-in-0000";
    process.env.PUBLISH_MODE = "sandbox";
    const { closeDbPools, dbPool } = await import("@/lib/db/pool");

    const dueAt = new Date(Math.ceil((Date.now() + 5000) / 1000) * 1000);
    await dbPool().query(
      `WITH p AS (
         INSERT INTO posts (id, user_id, brand_id, content, platforms, source, status, scheduled_at, created_at, updated_at)
         SELECT gen_random_uuid(), $1, $2, 'Scheduled post #' || i, ARRAY['x_twitter', 'linkedin', 'bluesky'], 'api', 'scheduled', $3, now(), now()
         FROM generate_series(1, $4::int) AS i
         RETURNING id)
       INSERT INTO publish_jobs (id, post_id, status, run_at, created_at) SELECT gen_random_uuid(), id, 'pending', $3, now() FROM p`,
      [seeded.userId, seeded.brandId, dueAt, POSTS],
    );
    console.log(`${POSTS} posts scheduled for ${dueAt.toISOString()}; ${RUNNERS} runners start at that instant.`);

    const claims = new Map<string, number>();
    const runner = async (name: string) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now() + 5)));
      for (;;) {
        const jobs = await claimDueJobs(name, BATCH);
        for (const job of jobs) claims.set(job.jobId, (claims.get(job.jobId) ?? 0) + 1);
        if (jobs.length === 0) return;
        await runClaimedJobs(jobs);
      }
    };
    await Promise.all(Array.from({ length: RUNNERS }, (_, i) => runner(`bench-runner-${i + 1}`)));

    const { rows } = await dbPool().query(
      `SELECT (SELECT count(*)::int FROM posts WHERE user_id = $1 AND status = 'published') AS published,
              (SELECT max(published_at) FROM posts WHERE user_id = $1) AS last_published,
              (SELECT count(*)::int FROM deliveries d JOIN posts p ON p.id = d.post_id WHERE p.user_id = $1) AS deliveries,
              (SELECT count(DISTINCT (d.post_id, d.platform))::int FROM deliveries d JOIN posts p ON p.id = d.post_id WHERE p.user_id = $1) AS distinct_deliveries`,
      [seeded.userId],
    );
    const result = rows[0];
    const seconds = (new Date(result.last_published).getTime() - dueAt.getTime()) / 1000;
    const duplicateClaims = [...claims.values()].reduce((sum, n) => sum + (n - 1), 0);
    const duplicates = duplicateClaims + (result.deliveries - result.distinct_deliveries);
    const lost = POSTS - result.published;
    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
    console.log(`published:            ${result.published} of ${POSTS} (${result.deliveries} sandbox deliveries)`);
    console.log(`due → all published:  ${seconds.toFixed(2)} s`);
    console.log(`throughput:           ${Math.round(result.published / seconds)} posts/s`);
    console.log(`duplicates:           ${duplicates}`);
    console.log(`lost:                 ${lost}`);
    console.log(`target (all within 60 s, 0 duplicates, 0 lost): ${seconds <= 60 && duplicates === 0 && lost === 0 ? "met" : "NOT met"}`);
    await closeDbPools();
  } finally {
    await cleanUpBenchDatabase(database, seeded);
  }
}

(process.argv.includes("--live") ? import("./bench-publish-live").then((live) => live.benchPublishLive()) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
