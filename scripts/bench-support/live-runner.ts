// One runner process of `npm run bench:publish -- --live` (scripts/bench-publish-live.ts): the
// local scheduler's loop (runDueJobs) from the due instant until nothing is left that is due, as
// one server process runs it, with that process's own places and database pool. Its settings
// (the database, PUBLISH_MODE=live, the platforms' addresses, the sealing keys) come from the
// bench's environment; BENCH_RUNNER names it. Once its code is loaded it prints READY, and reads
// from its standard input the instant the posts are due (ISO 8601, one line).

export {};

const BATCH = 500; // the local scheduler's

async function main() {
  // Database round trips, counted as the pool's clients send them: each costs the runner a
  // socket write and a wait for PostgreSQL, a large share of its CPU per delivery.
  const { default: pg } = await import("pg");
  let queries = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    queries++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const { runDueJobs } = await import("@/lib/local-runtime/run-due-jobs");
  const { closeDbPools } = await import("@/lib/db/pool");
  const name = process.env.BENCH_RUNNER ?? `live-bench-${process.pid}`;
  console.log(`READY ${name}`);
  const dueAt = Date.parse(await firstLine());
  if (Number.isNaN(dueAt)) throw new Error("the due instant must be ISO 8601");
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now() + 5)));
  let claimed = 0;
  for (let n = await runDueJobs(name, BATCH); n > 0; n = await runDueJobs(name, BATCH)) claimed += n;
  const usage = process.cpuUsage();
  console.log(`${name}: claimed ${claimed} jobs, CPU ${((usage.user + usage.system) / 1e6).toFixed(1)} s, ${queries} database queries (${(queries / Math.max(1, claimed)).toFixed(1)} a job)`);
  await closeDbPools();
}

function firstLine(): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    process.stdin.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.split("\n")[0]);
    });
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
