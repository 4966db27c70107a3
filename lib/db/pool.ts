import pg from "pg";
import { serverEnv } from "@/lib/env/server-env";
import { log } from "@/lib/log";

// One pg pool per process, shared by Prisma (through the driver adapter) and by the few
// hot-path statements written in SQL. Kept on globalThis so that the dev server's module
// reloads do not open a new pool each time.
const globalForPool = globalThis as unknown as { brandcastPool?: pg.Pool; brandcastCountersPool?: pg.Pool; brandcastClaimsPool?: pg.Pool };

function createPool(options: { max: number; synchronousCommit: boolean; settings?: string }): pg.Pool {
  const settings = [options.synchronousCommit ? "" : "-c synchronous_commit=off", options.settings ?? ""].filter(Boolean).join(" ");
  const pool = new pg.Pool({
    connectionString: serverEnv().DATABASE_URL,
    max: options.max,
    idleTimeoutMillis: 30_000,
    ...(settings ? { options: settings } : {}),
  });
  // An idle client that loses its connection (a database restart ends every session) must not
  // crash the process; the pool drops it and opens another when asked. Logged without the error's
  // own fields: node-postgres hangs the whole client on it.
  pool.on("error", (error) => log().warn({ component: "db", error: error.message, code: (error as { code?: string }).code }, "idle database client lost its connection"));
  // A client checked out with pool.connect() (a transaction, a posting slot, an Idempotency-Key
  // lock) has no listener of the pool's while it is out, and node-postgres emits "error" on it
  // when its connection ends: unheard, that would end the process. Its holder learns of it
  // anyway, from the query that fails (the running one, or the next), and releases it.
  pool.on("acquire", (client) => client.on("error", lostWhileCheckedOut));
  pool.on("release", (_error, client) => client.removeListener("error", lostWhileCheckedOut));
  return pool;
}

function lostWhileCheckedOut(error: Error): void {
  log().warn({ component: "db", error: error.message, code: (error as { code?: string }).code }, "a checked-out database client lost its connection");
}

export function dbPool(): pg.Pool {
  const env = serverEnv();
  // PGlite is one session: with more than one connection an interactive transaction
  // could interleave with another query (docs/stack.md, "Embedded PostgreSQL").
  globalForPool.brandcastPool ??= createPool({ max: env.EMBEDDED_DB ? 1 : env.DB_POOL_MAX, synchronousCommit: true });
  return globalForPool.brandcastPool;
}

/**
 * The pool for rate-limit and quota counters. Every request of a key updates the same
 * counter rows, so each waits for the one before it to commit; with synchronous_commit off
 * a commit no longer waits for its WAL flush (measured: about 3× more admissions per second
 * for one busy key). The cost is that a crash of the database server may forget the last
 * fraction of a second of counts, which errs in the caller's favour and never touches
 * posts, keys or users, whose writes stay on the synchronous pool.
 */
export function countersPool(): pg.Pool {
  const env = serverEnv();
  if (env.EMBEDDED_DB) return dbPool();
  globalForPool.brandcastCountersPool ??= createPool({ max: Math.min(env.DB_POOL_MAX, 5), synchronousCommit: false });
  return globalForPool.brandcastCountersPool;
}

/**
 * The connections that hold Idempotency-Key claims (lib/api/idempotency/key-lock.ts): a claim is
 * an advisory lock of the connection, held while its request runs, so that it ends with the
 * process. Its own pool, so that requests holding claims never take the connections their
 * handlers need. PostgreSQL only: PGlite is one session (and one process), where the claim is
 * held in memory. A killed process's connections close at once; a host that vanishes (power,
 * network) sends nothing, so the server probes these connections with TCP keepalives and drops
 * a silent one, and its locks, after about 11 s instead of the system's two hours.
 */
export function claimsPool(): pg.Pool {
  globalForPool.brandcastClaimsPool ??= createPool({
    max: serverEnv().DB_POOL_MAX,
    synchronousCommit: true,
    settings: "-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3",
  });
  return globalForPool.brandcastClaimsPool;
}

/** Closes the pools (scripts that end while the database may be dropped under them). */
export async function closeDbPools(): Promise<void> {
  const { brandcastPool, brandcastCountersPool, brandcastClaimsPool } = globalForPool;
  globalForPool.brandcastPool = undefined;
  globalForPool.brandcastCountersPool = undefined;
  globalForPool.brandcastClaimsPool = undefined;
  await Promise.all([brandcastPool?.end(), brandcastCountersPool?.end(), brandcastClaimsPool?.end()]);
}
